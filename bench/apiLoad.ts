/** HTTP clients of the API benchmark: sequential latency and concurrent readers over keep-alive connections. */
import { Agent, request } from 'undici';
import { percentile } from './report';

export interface Client {
  get(path: string): Promise<number>;
  json(path: string): Promise<unknown>;
  close(): Promise<void>;
}

/** A keep-alive client with `connections` sockets; `get` answers the latency in ms and throws on a non-2xx. */
export function client(origin: string, token: string, connections = 1): Client {
  const dispatcher = new Agent({ connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const headers = { authorization: `Bearer ${token}` };
  return {
    async get(path) {
      const started = performance.now();
      const response = await request(`${origin}${path}`, { headers, dispatcher });
      await response.body.arrayBuffer();
      if (response.statusCode >= 300) throw new Error(`${path} answered ${response.statusCode}`);
      return performance.now() - started;
    },
    async json(path) {
      const response = await request(`${origin}${path}`, { headers, dispatcher });
      if (response.statusCode >= 300) throw new Error(`${path} answered ${response.statusCode}`);
      return response.body.json();
    },
    close: () => dispatcher.close(),
  };
}

/**
 * Latencies of `runs` sequential calls, sorted, of the paths `pathOf` gives for runs 0 … runs-1; the warm-up calls
 * (not measured) ask the paths of runs -1, -2 … so they never answer a measured call from a cache.
 */
export async function sequential(api: Client, pathOf: (run: number) => string, runs: number, warmUp = 3) {
  for (let i = 1; i <= warmUp; i++) await api.get(pathOf(-i));
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await api.get(pathOf(i)));
  return times.sort((a, b) => a - b);
}

/** `readers` callers each calling again as soon as answered, for `ms` after a warm-up second. */
export async function concurrent(api: Client, pathOf: (run: number) => string, readers: number, ms: number) {
  let measuring = false;
  let stop = false;
  const times: number[] = [];
  let run = 0;
  const reader = async () => {
    while (!stop) {
      const time = await api.get(pathOf(run++));
      if (measuring && !stop) times.push(time);
    }
  };
  const all = Promise.all(Array.from({ length: readers }, reader));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  measuring = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  stop = true;
  const elapsed = performance.now() - started;
  await all;
  times.sort((a, b) => a - b);
  return { perSecond: (times.length * 1000) / elapsed, p95: percentile(times, 95) };
}
