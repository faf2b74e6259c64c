import type { FastifyRequest } from 'fastify';
import type { Line } from '../../../src/resources/lines/lineWire';
import type { LiveCall } from '../../../src/shared/wire/conversations';

/** The call of a row action: on a line of the caller's scope, still in progress (else 404). */
export type OngoingCallOf = (request: FastifyRequest) => { call: LiveCall; line: Line };
