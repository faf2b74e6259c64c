import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { jsonShapeProblem } from '../../src/shared/jsonShape';
import { ApiError, badRequest } from './apiError';

/**
 * The API's JSON body parser: plain JSON.parse (iterative in V8, so deep input cannot overflow the stack) followed by
 * {@link jsonShapeProblem} with the body limits; every refusal is a 400 `{status, error}`.
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
