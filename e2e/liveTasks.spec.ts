import { expect, test } from '@playwright/test';
import { accessTokenOf, openSignedIn } from './support/signIn';

// The browser opens a raw WebSocket with the SignalR JSON protocol and the token it holds, so this proves the hub
// works from a real, signed-in browser (origin check, query-string token, handshake) independently of console UI.
test('a task created through the API reaches a signed-in browser over the hub', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, 'operator');
  await expect(page).toHaveURL(/\/flows$/);
  const token = await accessTokenOf(page);

  await page.evaluate(async (hubUrl) => {
    const token = Object.keys(sessionStorage)
      .filter((key) => key.startsWith('oidc.user:'))
      .map((key) => (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token)[0];
    const negotiate = await fetch(`${hubUrl}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    const { connectionToken } = (await negotiate.json()) as { connectionToken: string };
    const wsUrl = `${hubUrl.replace(/^http/, 'ws')}?id=${encodeURIComponent(connectionToken)}&access_token=${encodeURIComponent(token)}`;
    const socket = new WebSocket(wsUrl);
    const w = window as unknown as { hubMessages: unknown[] };
    w.hubMessages = [];
    await new Promise<void>((resolve, reject) => {
      socket.onerror = () => reject(new Error('hub socket failed'));
      socket.onopen = () => socket.send(`${JSON.stringify({ protocol: 'json', version: 1 })}\u001e`);
      socket.onmessage = (event) => {
        for (const record of String(event.data).split('\u001e').filter(Boolean)) {
          const message = JSON.parse(record) as { type?: number };
          if (message.type === undefined) resolve();
          else w.hubMessages.push(message);
        }
      };
    });
  }, `${baseURL}/hubs/console`);

  const created = await request.post('/api/home/tasks', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'E2E export', description: 'created through the API' },
  });
  expect(created.status()).toBe(201);

  await expect
    .poll(() =>
      page.evaluate(() =>
        (
          window as unknown as {
            hubMessages: { type: number; target?: string; arguments?: { name: string }[] }[];
          }
        ).hubMessages
          .filter((m) => m.type === 1 && m.target === 'CreateTask')
          .map((m) => m.arguments?.[0]?.name),
      ),
    )
    .toEqual(['E2E export']);
});
