import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { CONFLICT_MESSAGE } from '../../src/shared/wire/recordVersion';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, type Session } from './session';

let platform: Platform;
let admin: Session;
let operator: Session;
let lineId: number;
const path = () => `/api/administration/lines/${lineId}`;

beforeAll(async () => {
  platform = await startTestPlatform();
  [admin, operator] = await Promise.all([sessionFor(platform, 'admin'), sessionFor(platform, 'operator')]);
  const lines = (await operator.call('/api/administration/lines?pageSize=1')).body as {
    items: { id: number }[];
  };
  lineId = lines.items[0]!.id;
});
afterAll(() => platform.close());

const versionOf = async (session: Session, address = path()) =>
  (await session.call(address)).headers.get('etag');

describe('record versions (ETag / If-Match)', () => {
  it('answers a record with a version that changes when the record does, and not otherwise', async () => {
    const first = await versionOf(operator);
    expect(first).toMatch(/^W\/".+"$/);
    expect(await versionOf(operator)).toBe(first);
    await operator.call(path(), { method: 'PUT', body: { name: 'Versioned line' } });
    expect(await versionOf(operator)).not.toBe(first);
  });

  it('accepts an update sent with the current version and refuses one sent with an old version', async () => {
    const opened = (await versionOf(operator))!;
    // Another administrator saves first.
    const theirs = await admin.call(path(), {
      method: 'PUT',
      body: { name: 'Renamed by admin' },
      headers: { 'if-match': opened },
    });
    expect(theirs.status).toBe(200);
    const mine = await operator.call(path(), {
      method: 'PUT',
      body: { name: 'Renamed by operator' },
      headers: { 'if-match': opened },
    });
    expect(mine.status).toBe(412);
    expect(mine.body).toMatchObject({
      status: 412,
      error: CONFLICT_MESSAGE,
      current: { id: lineId, name: 'Renamed by admin' },
    });
    expect(mine.headers.get('etag')).toBe(await versionOf(operator));
    expect(((await operator.call(path())).body as { name: string }).name).toBe('Renamed by admin');
    // Keeping their own values: the update sent again with the version the conflict answered.
    const again = await operator.call(path(), {
      method: 'PUT',
      body: { name: 'Renamed by operator' },
      headers: { 'if-match': mine.headers.get('etag')! },
    });
    expect(again.status).toBe(200);
  });

  it('leaves writes without If-Match as they were, and a foreign record 404 whatever the version', async () => {
    expect((await operator.call(path(), { method: 'PUT', body: { name: 'No version' } })).status).toBe(200);
    const foreign = platform.db
      .prepare(
        `SELECT l.id FROM line l JOIN tenant t ON t.id = l.id_tenant
         WHERE t.name <> 'Acme' ORDER BY l.id LIMIT 1`,
      )
      .get() as { id: number } | undefined;
    if (!foreign) throw new Error('the seed has a line of another tenant');
    const refused = await operator.call(`/api/administration/lines/${foreign.id}`, {
      method: 'PUT',
      body: { name: 'x' },
      headers: { 'if-match': 'W/"anything"' },
    });
    expect(refused.status).toBe(404);
  });
});
