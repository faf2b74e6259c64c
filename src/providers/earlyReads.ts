/**
 * Reads started before the console's code has run (`src/app/earlyStart.ts`), each answering the first identical
 * call of the API client: same address, same headers (so the same user and tenant context), a GET without a body.
 * A read is taken once; the ones nobody took are dropped once the first screen is shown.
 */
const reads = new Map<string, Promise<Response>>();

const keyOf = (url: string, headers: Headers) => {
  const lines = [url];
  headers.forEach((value, name) => lines.push(`${name}: ${value}`));
  return lines.join('\n');
};

/** Sends the GET now; the API client's identical call takes its answer ({@link takeEarlyRead}). */
export function startEarlyRead(url: string, headers: Headers, fetchImpl: typeof fetch = fetch): void {
  const read = fetchImpl(url, { headers });
  // A failure is the taker's to handle; one nobody takes is not an unhandled rejection.
  read.catch(() => undefined);
  reads.set(keyOf(url, headers), read);
}

/** The early read of exactly this call, once; undefined when there is none. */
export function takeEarlyRead(url: string, headers: Headers): Promise<Response> | undefined {
  const key = keyOf(url, headers);
  const read = reads.get(key);
  reads.delete(key);
  return read;
}

/** Forgets the reads nobody took: later calls ask the API afresh. */
export function dropEarlyReads(): void {
  reads.clear();
}
