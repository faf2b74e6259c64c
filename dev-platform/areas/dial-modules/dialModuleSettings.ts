import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AsrProvider,
  CallbotSettings,
  DialModule,
} from '../../../src/resources/dial-modules/dialModuleWire';
import type { Line } from '../../../src/resources/lines/lineWire';
import type { Db } from '../../db/database';
import { restartLines } from '../ongoing-calls/restartLines';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { AuditAction, recordAudit } from '../../api/auditTrail';
import { booleanErrors, booleanOr, jsonObject, numberOr, oneOf } from '../../api/recordFields';
import { VALIDATION_MESSAGES } from '../../../src/shared/validation/messages';
import { validateValues } from '../../../src/shared/validation/validators';
import { sourceFormErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { findModule } from './dialModuleRecords';
import { findLine } from '../lines/lineRecords';
import { insertLine, lineErrors } from '../lines/lineRules';

const ASR_PROVIDERS: readonly AsrProvider[] = ['google', 'azure', 'deepgram'];
const CALLBOT_PATH = '/administration/modules/{id}/callbot-settings';
// What the form's select offers, checked on the wire too (the form declares the rest).
const ASR_RULES = { asrProvider: [oneOf(ASR_PROVIDERS)] };
const CALLBOT_DEFAULTS: CallbotSettings = {
  asrProvider: 'google',
  ttsVoice: 'en-US',
  bargeIn: true,
  silenceTimeoutMs: 5000,
  recordCalls: false,
};

function callbotSettings(db: Db, idModule: number): CallbotSettings {
  const row = db.prepare('SELECT callbot_settings FROM dial_module WHERE id = ?').get(idModule) as {
    callbot_settings: string;
  };
  const stored = jsonObject(row.callbot_settings);
  return {
    asrProvider:
      ASR_PROVIDERS.find((provider) => provider === stored.asrProvider) ?? CALLBOT_DEFAULTS.asrProvider,
    ttsVoice: typeof stored.ttsVoice === 'string' ? stored.ttsVoice : CALLBOT_DEFAULTS.ttsVoice,
    bargeIn: booleanOr(stored.bargeIn, CALLBOT_DEFAULTS.bargeIn),
    silenceTimeoutMs: numberOr(stored.silenceTimeoutMs, CALLBOT_DEFAULTS.silenceTimeoutMs),
    recordCalls: booleanOr(stored.recordCalls, CALLBOT_DEFAULTS.recordCalls),
  };
}

/**
 * A module's own settings and operations (SPEC §3 "dial module (callbot settings, default line)", §4 restart and
 * monitoring toggle) and "create line" in the module.
 */
export function dialModuleSettingRoutes(app: FastifyInstance, context: ApiContext) {
  const { db, publish } = context;
  const access = (area: string, action: string) => ({ config: { access: { area, action } } }) as const;
  const moduleOf = (request: FastifyRequest) =>
    findModule(db, idParam(request), principalOf(request).idTenant);
  /** Sets columns of a module, stamps `updated` and answers the module as the caller sees it. */
  const update = (request: FastifyRequest, id: number, set: string, ...params: unknown[]) => {
    db.prepare(`UPDATE dial_module SET ${set}, updated = ? WHERE id = ?`).run(
      ...params,
      new Date().toISOString(),
      id,
    );
    return findModule(db, id, principalOf(request).idTenant);
  };

  app.get('/api/administration/modules/:id/callbot-settings', access('Module', 'view'), async (request) =>
    callbotSettings(db, moduleOf(request).id),
  );

  app.put(
    '/api/administration/modules/:id/callbot-settings',
    access('Module', 'edit'),
    async (request): Promise<CallbotSettings> => {
      const module = moduleOf(request);
      const body = bodyOf(request);
      const errors = {
        ...validateValues(ASR_RULES, body, { partial: true }),
        ...sourceFormErrors('dialModules', CALLBOT_PATH, body, { partial: false }),
      };
      assertValid(booleanErrors(body, ['bargeIn', 'recordCalls'], errors));
      const current = callbotSettings(db, module.id);
      const next: CallbotSettings = {
        asrProvider: String(body.asrProvider) as AsrProvider,
        ttsVoice: String(body.ttsVoice).trim(),
        bargeIn: booleanOr(body.bargeIn, current.bargeIn),
        silenceTimeoutMs: Number(body.silenceTimeoutMs),
        recordCalls: booleanOr(body.recordCalls, current.recordCalls),
      };
      update(request, module.id, 'callbot_settings = ?', JSON.stringify(next));
      return next;
    },
  );

  app.put(
    '/api/administration/modules/:id/default-line',
    access('Module', 'edit'),
    async (request): Promise<DialModule> => {
      const module = moduleOf(request);
      const idLine = bodyOf(request).idLine;
      if (idLine === undefined || idLine === null) assertValid({ idLine: VALIDATION_MESSAGES.required });
      const owned =
        Number.isInteger(idLine) &&
        db.prepare('SELECT 1 FROM line WHERE id = ? AND id_dial_module = ?').get(idLine, module.id);
      if (!owned) assertValid({ idLine: 'The line does not belong to this module' });
      return update(request, module.id, 'id_default_line = ?', idLine);
    },
  );

  app.put(
    '/api/administration/modules/:id/monitoring',
    access('Module', 'edit'),
    async (request): Promise<DialModule> => {
      const module = moduleOf(request);
      const body = bodyOf(request);
      assertValid(
        booleanErrors(body, ['monitoring'], validateValues({ monitoring: [{ name: 'required' }] }, body)),
      );
      return update(request, module.id, 'monitoring = ?', body.monitoring ? 1 : 0);
    },
  );

  app.post(
    '/api/administration/modules/:id/restart',
    access('Module', 'restart'),
    async (request): Promise<DialModule> => {
      const module = moduleOf(request);
      db.prepare('UPDATE dial_module SET last_restart = ? WHERE id = ?').run(
        new Date().toISOString(),
        module.id,
      );
      const lineIds = db
        .prepare('SELECT id FROM line WHERE id_dial_module = ?')
        .pluck()
        .all(module.id) as number[];
      restartLines(context, lineIds, 'the dial module');
      recordAudit(db, request, {
        idTenant: module.idTenant,
        action: AuditAction.OTHER,
        entity: 'DialModule',
        entityId: module.id,
        detail: `Restarted dial module '${module.name}'`,
      });
      return findModule(db, module.id, principalOf(request).idTenant);
    },
  );

  app.post(
    '/api/administration/modules/:id/lines',
    access('Line', 'create'),
    async (request, reply): Promise<Line> => {
      const principal = principalOf(request);
      const module = moduleOf(request);
      const body = bodyOf(request);
      // The module of the path is the line's module: the create form's `idDialModule`.
      assertValid(lineErrors(db, { ...body, idDialModule: module.id }, { idTenant: module.idTenant }));
      const id = insertLine(db, body, module);
      // The hook reports the module (its line count changed); the new line is news for the lines lists too.
      publish(principal.idTenant, 'RecordChanged', {
        path: '/administration/lines',
        id: String(id),
        type: 'created',
      });
      reply.code(201);
      return findLine(db, id, principal.idTenant);
    },
  );
}
