import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortFree } from './portFree';

const servers: Server[] = [];

function listening(host: string): Promise<number> {
  const server = createServer();
  servers.push(server);
  return new Promise((resolve) =>
    server.listen({ port: 0, host }, () => resolve((server.address() as AddressInfo).port)),
  );
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

describe('assertPortFree', () => {
  it('names the busy port and how to pick another', async () => {
    const port = await listening('127.0.0.1');
    await expect(assertPortFree(port)).rejects.toThrow(
      `Port ${port} is busy (localhost): stop what listens there or start with PORT=<another port>`,
    );
  });

  it('passes for a port nothing listens on, and leaves it free', async () => {
    const port = await listening('127.0.0.1');
    await new Promise((done) => servers.pop()!.close(done));
    await expect(assertPortFree(port)).resolves.toBeUndefined();
    await expect(assertPortFree(port)).resolves.toBeUndefined();
  });
});
