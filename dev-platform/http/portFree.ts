import { lookup } from 'node:dns/promises';
import { createServer } from 'node:net';

/**
 * Refuses with a message naming the port when something already listens on it at `host`, so `npm start` says so
 * before it spends half a minute seeding and building. Every address of `host` is tried, as the platform listens on
 * each (`localhost`: 127.0.0.1 and ::1).
 */
export async function assertPortFree(port: number, host = 'localhost'): Promise<void> {
  for (const { address } of await lookup(host, { all: true })) {
    const problem = await listenProblem(port, address);
    if (problem === 'EADDRINUSE')
      throw new Error(
        `Port ${port} is busy (${host}): stop what listens there or start with PORT=<another port>`,
      );
    // An address family the machine lacks (no IPv6) holds no listener to collide with.
    if (problem && problem !== 'EADDRNOTAVAIL' && problem !== 'EAFNOSUPPORT')
      throw new Error(`Cannot listen on port ${port} (${host}): ${problem}`);
  }
}

function listenProblem(port: number, address: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    server.listen({ port, host: address, exclusive: true }, () => server.close(() => resolve(undefined)));
  });
}
