import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EDITABLE_STATUSES,
  openingTimeProblem,
  statusLabel,
  WEEKDAYS,
} from '../../../src/shared/campaignRules';
import {
  CAMPAIGN_BASIC_BODY,
  CAMPAIGN_PREPARE_BODY,
  CAMPAIGN_SCHEDULE_BODY,
} from '../../../src/shared/campaignBodies';
import { bodySchemaErrors, type BodySchema } from '../../../src/shared/validation/bodySchema';
import type { CampaignValidation } from '../../../src/shared/wire/campaigns';
import { attemptRulesOf, type AttemptRules } from '../../../src/shared/dialer/attemptRules';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import type { Db } from '../../db/database';
import { ApiError } from '../../api/apiError';
import { sourceFormErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam, isTimeZone } from '../../api/validation';
import { blockersOf, CAMPAIGNS, campaignRow, partOf, type CampaignRow } from './campaignsQuery';
import { lineScope } from '../lines/lineRecords';

const view = { config: { access: { area: 'Campaign', action: 'view' } } } as const;
const edit = { config: { access: { area: 'Campaign', action: 'edit' } } } as const;

/**
 * A part's body: its shared schema (types, choices, real days, bounded texts) under the part form's own SPEC §5 rules,
 * whose messages the console shows and so win where both fail.
 */
const partErrors = (schema: BodySchema, path: string, body: Record<string, unknown>) => ({
  ...bodySchemaErrors(schema, body),
  ...sourceFormErrors('campaigns', `/callbot/campaigns/{id}/${path}`, body, { partial: false }),
});

/** 409 unless the campaign's parts may change in its status (drafts and stopped campaigns). */
export function assertEditable(row: CampaignRow): void {
  if (!(EDITABLE_STATUSES as readonly number[]).includes(row.status))
    throw new ApiError(
      409,
      `A campaign in status ${statusLabel(row.status)} cannot be changed: move it back to Created or stop it first`,
    );
}

/** The name of a record beside its id, so the parts show names that link to the records (issue 35.6). */
const nameOf = (db: Db, table: 'language' | 'line', id: unknown): string | null =>
  typeof id === 'number'
    ? ((db.prepare(`SELECT name FROM ${table} WHERE id = ?`).get(id) as { name: string } | undefined)?.name ??
      null)
    : null;

const basicOf = (db: Db, row: CampaignRow) => {
  const basic = partOf(row.basic);
  const idLanguage = typeof basic.idLanguage === 'number' ? basic.idLanguage : null;
  return {
    name: row.name,
    description: row.description,
    idCallScript: row.id_call_script,
    flowName: row.flow_name,
    idLanguage,
    languageName: nameOf(db, 'language', idLanguage),
    channels: typeof basic.channels === 'number' ? basic.channels : 1,
    billingMode: row.billing_mode,
    targetKind: row.target_kind,
  };
};

const prepareOf = (db: Db, row: CampaignRow) => {
  const prepare = partOf(row.prepare);
  const lineIds = Array.isArray(prepare.lineIds) ? (prepare.lineIds as unknown[]) : [];
  return {
    callerIds: Array.isArray(prepare.callerIds) ? prepare.callerIds : [],
    lineIds,
    lineNames: lineIds.map((id) => nameOf(db, 'line', id)),
    concurrentCalls: prepare.concurrentCalls ?? 10,
    maxAttempts: prepare.maxAttempts ?? 3,
    retryDelayMinutes: prepare.retryDelayMinutes ?? 60,
    ...pick(attemptRulesOf(prepare)),
  };
};

/** The attempt rules the prepare part adds to its older fields (issue 35.4). */
const pick = (rules: AttemptRules) => ({
  maxAttemptsPerNumber: rules.maxAttemptsPerNumber,
  retryPickedMinutes: rules.retryMinutes.picked,
  retryErrorMinutes: rules.retryMinutes.error,
});

const scheduleOf = (row: CampaignRow) => {
  const schedule = partOf(row.schedule);
  const times = Object.fromEntries(
    WEEKDAYS.flatMap((day) => [
      [`${day}From`, String(schedule[`${day}From`] ?? '')],
      [`${day}To`, String(schedule[`${day}To`] ?? '')],
    ]),
  );
  return {
    startDate: row.start_date,
    endDate: row.end_date,
    timeZone: typeof schedule.timeZone === 'string' ? schedule.timeZone : 'UTC',
    ...times,
  };
};

/** The parts basic, prepare and schedule (GET and PUT each) and the validation call of one campaign. */
export function campaignPartRoutes(app: FastifyInstance, { db }: ApiContext) {
  const rowOf = (request: FastifyRequest) => campaignRow(db, idParam(request), principalOf(request).idTenant);
  const exists = (sql: string, ...params: unknown[]) => !!db.prepare(sql).get(...params);
  const touch = (id: number, sql: string, ...params: unknown[]) =>
    db
      .prepare(`UPDATE campaign SET ${sql}, updated = ? WHERE id = ?`)
      .run(...params, new Date().toISOString(), id);

  app.get(`${CAMPAIGNS}/:id/basic`, view, async (request) => basicOf(db, rowOf(request)));
  app.put(`${CAMPAIGNS}/:id/basic`, edit, async (request) => {
    const row = rowOf(request);
    const body = bodyOf(request);
    const errors = partErrors(CAMPAIGN_BASIC_BODY, 'basic', body);
    const idTenant = principalOf(request).idTenant;
    const flow = body.idCallScript ?? null;
    if (!errors.idCallScript && flow !== null)
      if (
        !exists(
          'SELECT 1 FROM call_script WHERE id = ? AND id_tenant = ? AND is_component = 0',
          flow,
          idTenant,
        )
      )
        errors.idCallScript = 'Unknown flow';
    const language = body.idLanguage ?? null;
    if (!errors.idLanguage && language !== null && !exists('SELECT 1 FROM language WHERE id = ?', language))
      errors.idLanguage = 'Unknown language';
    assertValid(errors);
    assertEditable(row);
    touch(
      row.id,
      'name = ?, description = ?, id_call_script = ?, billing_mode = ?, target_kind = ?, basic = ?',
      String(body.name).trim(),
      typeof body.description === 'string' ? body.description : '',
      flow,
      body.billingMode,
      body.targetKind,
      JSON.stringify({ ...partOf(row.basic), idLanguage: language, channels: body.channels }),
    );
    return basicOf(db, rowOf(request));
  });

  app.get(`${CAMPAIGNS}/:id/prepare`, view, async (request) => prepareOf(db, rowOf(request)));
  app.put(`${CAMPAIGNS}/:id/prepare`, edit, async (request) => {
    const row = rowOf(request);
    const body = bodyOf(request);
    const errors = partErrors(CAMPAIGN_PREPARE_BODY, 'prepare', body);
    const callerIds = (body.callerIds ?? []) as string[];
    const lineIds = (body.lineIds ?? []) as number[];
    // The lines the context offers (its own and its sub-tenants', as the lines list and the picker show them).
    const scope = lineScope(db, principalOf(request).idTenant);
    if (
      !errors.lineIds &&
      !lineIds.every((id) =>
        exists(`SELECT 1 FROM line l WHERE l.id = ? AND ${scope.where}`, id, ...scope.params),
      )
    )
      errors.lineIds = 'Unknown line';
    assertValid(errors);
    assertEditable(row);
    const prepare = {
      callerIds,
      lineIds,
      concurrentCalls: body.concurrentCalls,
      maxAttempts: body.maxAttempts,
      retryDelayMinutes: body.retryDelayMinutes,
      ...pick(attemptRulesOf(body)),
    };
    touch(row.id, 'prepare = ?, id_line = ?', JSON.stringify(prepare), lineIds[0] ?? null);
    return prepareOf(db, rowOf(request));
  });

  app.get(`${CAMPAIGNS}/:id/schedule`, view, async (request) => scheduleOf(rowOf(request)));
  app.put(`${CAMPAIGNS}/:id/schedule`, edit, async (request) => {
    const row = rowOf(request);
    const body = bodyOf(request);
    const errors = partErrors(CAMPAIGN_SCHEDULE_BODY, 'schedule', body);
    // Real days or nothing (the schema checked them): an empty date is no date.
    const day = (name: 'startDate' | 'endDate') =>
      typeof body[name] === 'string' && body[name] !== '' ? body[name] : null;
    const startDate = day('startDate');
    const endDate = day('endDate');
    if (!errors.endDate && startDate && endDate && endDate < startDate)
      errors.endDate = 'The last day must not be before the first';
    if (!errors.timeZone && !isTimeZone(String(body.timeZone))) errors.timeZone = 'Unknown time zone';
    const times: Record<string, string> = {};
    for (const weekday of WEEKDAYS) {
      const from = body[`${weekday}From`] ?? '';
      const to = body[`${weekday}To`] ?? '';
      const problem = openingTimeProblem(from, to);
      if (problem) errors[`${weekday}${problem.field === 'from' ? 'From' : 'To'}`] ??= problem.message;
      times[`${weekday}From`] = String(from);
      times[`${weekday}To`] = String(to);
    }
    assertValid(errors);
    assertEditable(row);
    const schedule = { ...partOf(row.schedule), timeZone: body.timeZone, ...times };
    touch(row.id, 'start_date = ?, end_date = ?, schedule = ?', startDate, endDate, JSON.stringify(schedule));
    return scheduleOf(rowOf(request));
  });

  app.get(`${CAMPAIGNS}/:id/validation`, view, async (request): Promise<CampaignValidation> => {
    const blockers = blockersOf(rowOf(request));
    return { valid: blockers.length === 0, blockers };
  });
}
