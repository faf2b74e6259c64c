import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONFLICT_MESSAGE,
  CONFLICT_STATUS,
  VERSION_HEADER,
  type ConflictBody,
} from '../../src/shared/wire/recordVersion';
import { readAsCaller } from './readAsCaller';

/** A weak entity tag of a record's JSON answer: the same answer gives the same version. */
export function versionOf(json: string): string {
  return `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/** A route that names one record (or a tab of it): its pattern has a parameter. */
const isRecordRoute = (routeUrl: string | undefined) => !!routeUrl && routeUrl.includes('/:');

const underApi = (url: string) => url.startsWith('/api/') || url.startsWith('/nlp/');

/** The record's answer at `url`, read as the caller (what the caller may see is what the version covers). */
async function currentAnswer(app: FastifyInstance, request: FastifyRequest, url: string) {
  const answer = await readAsCaller(app, request, url);
  return answer.statusCode === 200 ? answer.body : undefined;
}

/**
 * Versions for every record of the API, generically (issue 36.4): a record's GET answers `ETag`; a PUT or PATCH to
 * the same address with `If-Match` is refused with 412 and the current record when that version is no longer the
 * current one. Writes without `If-Match` behave as before (scripts, other clients). The check and the write are not
 * one transaction: a change landing between them is a window of a few milliseconds on this single-process platform.
 */
export function registerRecordVersions(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const routeUrl = request.routeOptions.url;
    if (!underApi(request.url) || !isRecordRoute(routeUrl) || reply.statusCode >= 300) return payload;
    if (request.method === 'GET' && reply.statusCode === 200 && typeof payload === 'string')
      reply.header(VERSION_HEADER, versionOf(payload));
    // After a write, the version of the record as its GET now answers: the next save of the same form checks it.
    else if (
      (request.method === 'PUT' || request.method === 'PATCH') &&
      request.principal &&
      app.hasRoute({ method: 'GET', url: routeUrl ?? '' })
    ) {
      const current = await currentAnswer(app, request, request.url);
      if (current !== undefined) reply.header(VERSION_HEADER, versionOf(current));
    }
    return payload;
  });

  app.addHook('preHandler', async (request, reply) => {
    const expected = request.headers['if-match'];
    if (
      (request.method !== 'PUT' && request.method !== 'PATCH') ||
      typeof expected !== 'string' ||
      !underApi(request.url) ||
      !request.principal ||
      !app.hasRoute({ method: 'GET', url: request.routeOptions.url ?? '' })
    )
      return;
    const current = await currentAnswer(app, request, request.url);
    // Not readable as the caller: the write itself answers (403/404) as it always does.
    if (current === undefined || versionOf(current) === expected) return;
    const version = versionOf(current);
    const body: ConflictBody = {
      status: CONFLICT_STATUS,
      error: CONFLICT_MESSAGE,
      current: JSON.parse(current),
      version,
    };
    reply.header(VERSION_HEADER, version);
    return reply.code(CONFLICT_STATUS).send(body);
  });
}
