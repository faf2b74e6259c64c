import type { FastifyInstance } from 'fastify';
import type {
  TenantAgentControl,
  TenantParameters,
  TenantRetention,
  TenantSecurity,
} from '../../../src/resources/tenants/tenantWire';
import type { ApiContext } from '../../api/apiContext';
import { booleanOr, jsonObject, numberOr, textOr } from '../../api/recordFields';
import { registerTenantSettingTab } from './tenantSettingTab';

const VIEW = { area: 'Tenant', action: 'view' };
const EDIT = { area: 'Tenant', action: 'edit' };
const AGENT_CONTROL = { area: 'AccessManagement', action: 'viewAgentControl' };
const ENFORCEMENT_LEVELS = [0, 1, 2, 3]; // NEVER, WARNING, RESTRICTION, BLOCK
const DEFAULT_RETENTION = { conversationsDays: 90, recordingsDays: 30, dialLogsDays: 365, auditDays: 730 };

const now = () => new Date().toISOString();

/** The tenant tabs and sections with a form: security, parameters, retention and agent control. */
export function tenantSettingRoutes(app: FastifyInstance, { db }: ApiContext) {
  registerTenantSettingTab<TenantSecurity>(app, db, {
    path: 'security',
    view: VIEW,
    edit: EDIT,
    booleans: ['twoFactorRequired'],
    extraErrors: (body, errors) => {
      if (
        'passwordExpirationType' in body &&
        !ENFORCEMENT_LEVELS.includes(body.passwordExpirationType as number)
      )
        errors.passwordExpirationType ??= 'Expected one of NEVER 0, WARNING 1, RESTRICTION 2, BLOCK 3';
    },
    read: (db, id) => {
      const row = db
        .prepare(
          `SELECT password_expiration_type AS type, password_expiration_days AS days, password_warn_days AS warn,
             two_factor_required AS twoFactor FROM tenant WHERE id = ?`,
        )
        .get(id) as { type: number; days: number; warn: number; twoFactor: number };
      return {
        passwordExpirationType: row.type,
        passwordExpirationDays: row.days,
        passwordWarnDays: row.warn,
        twoFactorRequired: row.twoFactor === 1,
      };
    },
    write: (db, id, body, current) => {
      db.prepare(
        `UPDATE tenant SET password_expiration_type = ?, password_expiration_days = ?, password_warn_days = ?,
           two_factor_required = ? WHERE id = ?`,
      ).run(
        numberOr(body.passwordExpirationType, current.passwordExpirationType),
        numberOr(body.passwordExpirationDays, current.passwordExpirationDays),
        numberOr(body.passwordWarnDays, current.passwordWarnDays),
        booleanOr(body.twoFactorRequired, current.twoFactorRequired) ? 1 : 0,
        id,
      );
    },
  });

  registerTenantSettingTab<TenantParameters>(app, db, {
    path: 'parameters',
    view: VIEW,
    edit: EDIT,
    booleans: ['recordingsEnabled'],
    read: (db, id) => {
      const rows = db.prepare('SELECT key, value FROM tenant_parameter WHERE id_tenant = ?').all(id) as {
        key: string;
        value: string;
      }[];
      const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
      return {
        defaultLanguage: stored.defaultLanguage ?? null,
        maxConcurrentCalls: stored.maxConcurrentCalls ? Number(stored.maxConcurrentCalls) : null,
        recordingsEnabled: stored.recordingsEnabled === 'true',
        smsSenderId: stored.smsSenderId ?? null,
      };
    },
    write: (db, id, body, current) => {
      const next: Record<string, string | null> = {
        defaultLanguage: textOr(body, 'defaultLanguage', current.defaultLanguage),
        maxConcurrentCalls:
          'maxConcurrentCalls' in body
            ? body.maxConcurrentCalls === null || body.maxConcurrentCalls === ''
              ? null
              : String(body.maxConcurrentCalls)
            : current.maxConcurrentCalls === null
              ? null
              : String(current.maxConcurrentCalls),
        recordingsEnabled: String(booleanOr(body.recordingsEnabled, current.recordingsEnabled)),
        smsSenderId: textOr(body, 'smsSenderId', current.smsSenderId),
      };
      for (const [key, value] of Object.entries(next)) {
        if (value === null)
          db.prepare('DELETE FROM tenant_parameter WHERE id_tenant = ? AND key = ?').run(id, key);
        else
          db.prepare(
            `INSERT INTO tenant_parameter (id_tenant, key, value) VALUES (?, ?, ?)
             ON CONFLICT (id_tenant, key) DO UPDATE SET value = excluded.value`,
          ).run(id, key, value);
      }
    },
  });

  registerTenantSettingTab<TenantRetention>(app, db, {
    path: 'retention',
    view: VIEW,
    edit: EDIT,
    booleans: [],
    read: (db, id) => {
      const row = db
        .prepare(
          `SELECT conversations_days AS conversationsDays, recordings_days AS recordingsDays,
             dial_logs_days AS dialLogsDays, audit_days AS auditDays, updated FROM tenant_retention WHERE id_tenant = ?`,
        )
        .get(id) as TenantRetention | undefined;
      return row ?? { ...DEFAULT_RETENTION, updated: null };
    },
    write: (db, id, body, current) => {
      const value = (field: keyof typeof DEFAULT_RETENTION) => numberOr(body[field], current[field]);
      db.prepare(
        `INSERT INTO tenant_retention (id_tenant, conversations_days, recordings_days, dial_logs_days, audit_days,
           updated) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (id_tenant) DO UPDATE SET conversations_days = excluded.conversations_days,
           recordings_days = excluded.recordings_days, dial_logs_days = excluded.dial_logs_days,
           audit_days = excluded.audit_days, updated = excluded.updated`,
      ).run(
        id,
        value('conversationsDays'),
        value('recordingsDays'),
        value('dialLogsDays'),
        value('auditDays'),
        now(),
      );
    },
  });

  registerTenantSettingTab<TenantAgentControl>(app, db, {
    path: 'agent-control',
    // SPEC §7: the core API's AgentAssist area holds the agent-assist calls.
    area: 'agent-assist',
    view: VIEW,
    viewAlso: AGENT_CONTROL,
    edit: EDIT,
    booleans: ['enabled', 'whisperMode', 'bargeIn'],
    read: (db, id) => {
      const row = db
        .prepare('SELECT enabled, settings, updated FROM tenant_agent_control WHERE id_tenant = ?')
        .get(id) as { enabled: number; settings: string; updated: string } | undefined;
      const settings = jsonObject(row?.settings);
      return {
        enabled: row?.enabled === 1,
        maxAgents: numberOr(settings.maxAgents, 5),
        whisperMode: booleanOr(settings.whisperMode, false),
        bargeIn: booleanOr(settings.bargeIn, false),
        updated: row?.updated ?? null,
      };
    },
    write: (db, id, body, current) => {
      const settings = {
        maxAgents: numberOr(body.maxAgents, current.maxAgents),
        whisperMode: booleanOr(body.whisperMode, current.whisperMode),
        bargeIn: booleanOr(body.bargeIn, current.bargeIn),
      };
      db.prepare(
        `INSERT INTO tenant_agent_control (id_tenant, enabled, settings, updated) VALUES (?, ?, ?, ?)
         ON CONFLICT (id_tenant) DO UPDATE SET enabled = excluded.enabled, settings = excluded.settings,
           updated = excluded.updated`,
      ).run(id, booleanOr(body.enabled, current.enabled) ? 1 : 0, JSON.stringify(settings), now());
    },
  });
}
