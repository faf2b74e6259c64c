import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { ApiError, badRequest } from './apiError';

/** Deepest nesting a JSON body may have; real bodies (flows, themes, preferences) stay far below it. */
export const MAX_JSON_DEPTH = 32;
/** Longest list a JSON body may hold. */
export const MAX_JSON_ITEMS = 10_000;

/**
 * Refuses bodies no route should ever see, before any route code runs: nesting deeper than MAX_JSON_DEPTH (stack
 * overflows in JSON.stringify), lists longer than MAX_JSON_ITEMS, NUL characters in any text or key, and the
 * `__proto__` key. Iterative, so a hostile body cannot overflow the checker itself. Returns the first problem.
 */
export function jsonShapeProblem(value: unknown): string | undefined {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'Text must not contain NUL characters';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_JSON_DEPTH) return `JSON nesting deeper than ${MAX_JSON_DEPTH} levels`;
    if (Array.isArray(current)) {
      if (current.length > MAX_JSON_ITEMS) return `Lists are limited to ${MAX_JSON_ITEMS} items`;
      for (const item of current) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (key === '__proto__') return 'The key "__proto__" is not allowed';
      if (key.includes('\u0000')) return 'Keys must not contain NUL characters';
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * The API's JSON body parser: plain JSON.parse (iterative in V8, so deep input cannot overflow the stack) followed by
 * {@link jsonShapeProblem}; every refusal is a 400 `{status, error}`.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const source = String(text);
    if (source.trim() === '') return done(null, undefined);
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch {
      return done(badRequest('The body is not valid JSON'), undefined);
    }
    const problem = jsonShapeProblem(value);
    return problem ? done(badRequest(problem), undefined) : done(null, value);
  });
}

/** Fastify's `clientErrorHandler`: malformed requests Node refuses itself still get a `{status, error}` body. */
export function jsonClientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message =
    status === 431 ? 'Request header fields too large' : status === 408 ? 'Request timeout' : 'Bad request';
  const body = JSON.stringify(new ApiError(status, message).toBody());
  socket.end(
    `HTTP/1.1 ${status} ${message}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
