import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_REASON } from '../../dev-platform/hub/hubAccess';
import type { Platform } from '../../dev-platform/platform';
import { startTestPlatform } from '../support/testPlatform';
import { listen } from './hubDelivery';
import { sessionFor, type Session } from './session';

/** Access tokens live 5 s here, so a connection outlives its token within the test. */
const TOKEN_TTL_SECONDS = 5;
/** How late after the expiry the close may reach the client (a timer turn plus the close handshake). */
const CLOSE_LATENESS_MS = 1000;

let platform: Platform;

beforeAll(async () => {
  platform = await startTestPlatform({ accessTokenTtl: TOKEN_TTL_SECONDS });
});
afterAll(async () => platform?.close());

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    exp: number;
    grant_id: string;
  };
const idOfAdmin = () =>
  platform.db.prepare(`SELECT id FROM user WHERE username = 'admin'`).pluck().get() as number;

/** Ends the session's grant `seconds` from now (as if it had been issued that long before its 14-day end). */
function endGrantIn(session: Session, seconds: number): number {
  const end = Math.floor(Date.now() / 1000) + seconds;
  platform.db
    .prepare(`UPDATE oidc_store SET expires_at = ? WHERE model = 'Grant' AND id = ?`)
    .run(end, claimsOf(session.token).grant_id);
  return end;
}

/**
 * Issue 31.1: a hub connection ends when what the API accepts ends by itself, not only on revocation: at its access
 * token's `exp` (closed without a reason, so the console reconnects with its renewed token) and at its grant's end
 * (the session ended, said in the Close message). Events keep flowing until then and none arrives after it, however
 * late a timer fires: every turn sends a numbered Notify and asks the API, until the client sees the close.
 */
describe('hub connections end when their token or grant expires', () => {
  const cases: [string, (session: Session) => number, string][] = [
    ['the access token expires', (session) => claimsOf(session.token).exp, ''],
    ['the grant (the SSO session) expires first', (session) => endGrantIn(session, 2), SESSION_ENDED_REASON],
  ];

  it.each(cases)('%s: closed at that moment, no event after it', async (_name, ending, reason) => {
    const session = await sessionFor(platform, 'admin');
    const endsAt = ending(session) * 1000;
    const listener = await listen(platform, session.token);
    let closedAt = 0;
    void listener.closed.then(() => (closedAt = Date.now()));
    const sentAt: number[] = [];
    let refusedAt = Infinity;
    let refusalAnsweredAt = Infinity;
    const idUser = idOfAdmin();

    await expect
      .poll(
        async () => {
          sentAt.push(Date.now());
          platform.hub.sendToUser(idUser, 'Notify', { text: `tick ${sentAt.length - 1}`, type: 'info' });
          const asked = Date.now();
          const { status } = await session.call('/api/home/user-info');
          if (status === 401) {
            refusedAt = Math.min(refusedAt, asked);
            refusalAnsweredAt = Math.min(refusalAnsweredAt, Date.now());
          }
          return closedAt > 0 && refusedAt < Infinity;
        },
        { timeout: (TOKEN_TTL_SECONDS + 5) * 1000, interval: 50 },
      )
      .toBe(true);

    expect(await listener.closed).toContain(reason);
    expect(closedAt).toBeGreaterThanOrEqual(endsAt);
    expect(closedAt - endsAt).toBeLessThan(CLOSE_LATENESS_MS);
    const delivered = listener.events.map((event) =>
      Number(/\d+$/.exec(String((event.payload as { text: string }).text))?.[0]),
    );
    expect(delivered.length).toBeGreaterThan(0);
    for (const tick of delivered) expect(sentAt[tick]).toBeLessThan(endsAt);
    // The API refused the token (at its expiry, or within its grant cache's seconds) and nothing came after that. The
    // refusal is decided between asking and answering, so it is the answer that cannot precede the expiry.
    expect(refusalAnsweredAt).toBeGreaterThanOrEqual(endsAt);
    for (const tick of delivered) expect(sentAt[tick]).toBeLessThan(refusedAt);
  });
});
