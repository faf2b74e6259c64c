import type { FastifyInstance } from 'fastify';
import type { Line } from '../../../src/resources/lines/lineWire';
import type { Db } from '../../db/database';
import { principalOf, requirePermission } from '../../api/accessGuard';
import { booleanErrors } from '../../api/recordFields';
import type { FormRules } from '../../../src/shared/validation/validators';
import { validateValues } from '../../../src/shared/validation/validators';
import { sourceFormErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { findLine } from './lineRecords';

type Permission = { area: string; action: string };

/** The JSON settings columns of a line (the item carries only their summary flags). */
interface StoredLineSettings {
  monitoring_settings: string;
  queue_settings: string;
  postcall_settings: string;
}

/**
 * A line tab with its own data and form (`GET`/`PUT /administration/lines/{id}/{path}`): PUT validates the body
 * (fields absent from it keep their value), stores the merged object and answers it as GET would.
 */
export interface LineSettingTab<T> {
  path: string;
  view: Permission;
  edit: Permission;
  /** A further permission PUT needs besides `edit` (e.g. `Line/viewQueue` to change the queue). */
  editAlso?: Permission;
  /** Checks beyond the tab form's own rules (what a select offers), on the wire too. */
  extraRules?: FormRules;
  booleans: readonly string[];
  /** Errors the rules cannot express (lists, …). */
  extraErrors?(body: Record<string, unknown>, errors: Record<string, string>): void;
  read(line: Line, stored: StoredLineSettings): T;
  merge(body: Record<string, unknown>, current: T): T;
  /** `SET` clause and its parameters storing `value`. */
  write(value: T): { set: string; params: unknown[] };
}

function storedSettings(db: Db, id: number): StoredLineSettings {
  return db
    .prepare('SELECT monitoring_settings, queue_settings, postcall_settings FROM line WHERE id = ?')
    .get(id) as StoredLineSettings;
}

/** Registers the GET and PUT routes of a line setting tab. */
export function registerLineSettingTab<T>(app: FastifyInstance, db: Db, tab: LineSettingTab<T>): void {
  const url = `/api/administration/lines/:id/${tab.path}`;
  const load = (request: Parameters<typeof principalOf>[0]) => {
    const line = findLine(db, idParam(request), principalOf(request).idTenant);
    return { line, value: tab.read(line, storedSettings(db, line.id)) };
  };

  app.get(url, { config: { access: tab.view } }, async (request) => load(request).value);

  app.put(url, { config: { access: tab.edit } }, async (request): Promise<T> => {
    if (tab.editAlso) requirePermission(principalOf(request), tab.editAlso.area, tab.editAlso.action);
    const { line, value } = load(request);
    const body = bodyOf(request);
    const formErrors = sourceFormErrors('lines', `/administration/lines/{id}/${tab.path}`, body);
    const errors = booleanErrors(body, tab.booleans, {
      ...validateValues(tab.extraRules ?? {}, body, { partial: true }),
      ...formErrors,
    });
    tab.extraErrors?.(body, errors);
    assertValid(errors);
    const next = tab.merge(body, value);
    const { set, params } = tab.write(next);
    db.prepare(`UPDATE line SET ${set}, updated = ? WHERE id = ?`).run(
      ...params,
      new Date().toISOString(),
      line.id,
    );
    return load(request).value;
  });
}
