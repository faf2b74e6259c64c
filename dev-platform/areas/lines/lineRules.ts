import type { Line } from '../../../src/resources/lines/lineWire';
import type { Db } from '../../db/database';
import { numberOr, textOr } from '../../api/recordFields';
import { formErrors } from '../../api/resourceRules';

export const PHONE_TAKEN = 'A line with this phone number already exists';
export const FLOW_UNAVAILABLE = 'This flow is not available';

/**
 * Field errors of a line body for a line of `idTenant` (`id` when editing): phone numbers are unique platform-wide,
 * the routing flow is a flow of the line's tenant or null.
 */
export function lineErrors(
  db: Db,
  body: Record<string, unknown>,
  target: { idTenant: number; id?: number },
): Record<string, string> {
  const errors = formErrors('lines', target.id === undefined ? 'create' : 'edit', body);
  if (
    !errors.phoneNumber &&
    'phoneNumber' in body &&
    db
      .prepare('SELECT 1 FROM line WHERE phone_number = ? AND id <> ?')
      .get(String(body.phoneNumber).trim(), target.id ?? 0)
  )
    errors.phoneNumber = PHONE_TAKEN;
  const flow = body.idCallScript;
  if (flow !== undefined && flow !== null) {
    const known =
      Number.isInteger(flow) &&
      db
        .prepare('SELECT 1 FROM call_script WHERE id = ? AND id_tenant = ? AND is_component = 0')
        .get(flow, target.idTenant);
    if (!known) errors.idCallScript = FLOW_UNAVAILABLE;
  }
  return errors;
}

/** The columns a (validated) body sets, over the current line's values when editing. */
export function lineValues(body: Record<string, unknown>, current?: Line) {
  return {
    name: textOr(body, 'name', current?.name ?? ''),
    phoneNumber: textOr(body, 'phoneNumber', current?.phoneNumber ?? ''),
    idCallScript:
      'idCallScript' in body
        ? ((body.idCallScript as number | null) ?? null)
        : (current?.idCallScript ?? null),
    maxChannels: numberOr(body.maxChannels, current?.maxChannels ?? 10),
  };
}

/** Inserts a validated line into a module (of `idTenant`) and returns its id. */
export function insertLine(
  db: Db,
  body: Record<string, unknown>,
  module: { id: number; idTenant: number },
): number {
  const values = lineValues(body);
  const now = new Date().toISOString();
  const result = db
    .prepare(
      `INSERT INTO line (id_tenant, id_dial_module, id_call_script, name, phone_number, max_channels, created, updated)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      module.idTenant,
      module.id,
      values.idCallScript,
      values.name,
      values.phoneNumber,
      values.maxChannels,
      now,
      now,
    );
  return Number(result.lastInsertRowid);
}
