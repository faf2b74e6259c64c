import { parseUserJson } from '../../../src/shared/jsonShape';
import type { Db } from '../../db/database';
import { ApiError, badRequest } from '../../api/apiError';

const MAX_VARIABLES = 50;
/** The caller of a line's live-translate test call and of an interactive test call: the tester. */
export const TEST_CALLER = '+15550000000';

/** A test call's variables: an object of at most 50 texts (names 1–64 characters, values up to 500). */
export function parseVariables(value: unknown, field: string): Record<string, string> {
  if (value === undefined || value === null || value === '') return {};
  const object = typeof value === 'string' ? safeJson(value) : value;
  if (typeof object !== 'object' || object === null || Array.isArray(object))
    throw badRequest('Validation failed', { [field]: 'Variables must be a JSON object' });
  const entries = Object.entries(object as Record<string, unknown>);
  const valid =
    entries.length <= MAX_VARIABLES &&
    entries.every(
      ([name, text]) =>
        name.length >= 1 && name.length <= 64 && typeof text === 'string' && text.length <= 500,
    );
  if (!valid)
    throw badRequest('Validation failed', {
      [field]: 'Variables must be at most 50 texts of 500 characters',
    });
  return Object.fromEntries(entries) as Record<string, string>;
}

function safeJson(text: string): unknown {
  const read = parseUserJson(text);
  return 'value' in read ? read.value : undefined;
}

/** The line a flow's test call runs on: one routed to the flow, else any enabled line of the tenant; 409 without. */
export function testCallLine(db: Db, idTenant: number, idCallScript: number) {
  const line = db
    .prepare(
      `SELECT id, phone_number FROM line WHERE id_tenant = ? AND enabled = 1
       ORDER BY (id_call_script = ?) DESC, id LIMIT 1`,
    )
    .get(idTenant, idCallScript) as { id: number; phone_number: string } | undefined;
  if (!line) throw new ApiError(409, 'No enabled line to place the test call on');
  return line;
}
