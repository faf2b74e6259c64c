import type { FastifyInstance } from 'fastify';
import type { NotificationGroup } from '../../../src/resources/tenants/tenantWire';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import type { ListSpec } from '../../api/listQuery';
import { formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { inTenantScope } from './tenantRecords';
import { scopedRecordRoutes } from './tenantScopedRecords';

/** The event kinds a notification group can subscribe to, with their labels (the events input's lookup). */
export const NOTIFICATION_EVENT_KINDS: Record<string, string> = {
  LineDown: 'Line down',
  ModuleRestart: 'Module restarted',
  MonitoringAlert: 'Monitoring alert',
  InvoiceIssued: 'Invoice issued',
  TariffChanged: 'Tariff changed',
  FraudSuspected: 'Fraud suspected',
  PasswordExpiring: 'Password expiring',
  TwoFactorReset: 'Two-factor reset',
};
const MAX_RECIPIENTS = 50;

interface GroupRow extends Omit<NotificationGroup, 'emails' | 'events'> {
  emails: string;
  events: string;
}

const list = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

const groupList: ListSpec<GroupRow, NotificationGroup> = {
  from: 'tenant_notification_group g JOIN tenant t ON t.id = g.id_tenant',
  select: `g.id, g.id_tenant AS idTenant, t.name AS tenantName, g.name, g.emails, g.events, g.created`,
  fields: {
    id: { sql: 'g.id', type: 'number' },
    idTenant: { sql: 'g.id_tenant', type: 'number' },
    tenantName: { sql: 't.name', type: 'text' },
    name: { sql: 'g.name', type: 'text' },
    created: { sql: 'g.created', type: 'text' },
  },
  search: ['g.name', 'g.emails'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'g.id',
  toItem: (row) => ({ ...row, emails: list(row.emails), events: list(row.events) }),
};

/** What the form's rules cannot say: lists of texts, known event kinds, a reasonable number of recipients. */
function listErrors(body: Record<string, unknown>, errors: Record<string, string>) {
  if ('emails' in body && !errors.emails) {
    const emails = body.emails;
    if (!Array.isArray(emails) || !emails.every((item) => typeof item === 'string'))
      errors.emails = 'Expected a list of e-mail addresses';
    else if (emails.length > MAX_RECIPIENTS) errors.emails = `At most ${MAX_RECIPIENTS} recipients`;
  }
  if ('events' in body && !errors.events) {
    const events = body.events;
    if (
      !Array.isArray(events) ||
      !events.every((item) => typeof item === 'string' && Object.hasOwn(NOTIFICATION_EVENT_KINDS, item))
    )
      errors.events = `Expected event kinds of: ${Object.keys(NOTIFICATION_EVENT_KINDS).join(', ')}`;
  }
}

const unique = (values: unknown) =>
  JSON.stringify([...new Set((values as string[]).map((item) => item.trim()))]);

/** Notification groups of the tenants in scope: list, detail, create, edit, remove; and the event kinds. */
export function tenantNotificationGroupRoutes(app: FastifyInstance, { db }: ApiContext) {
  const view = { config: { access: { area: 'Tenant', action: 'view' } } } as const;
  const edit = { config: { access: { area: 'Tenant', action: 'edit' } } } as const;
  const find = scopedRecordRoutes(app, db, {
    url: '/api/administration/notification-groups',
    access: view.config.access,
    spec: groupList,
    columns: { id: 'g.id', tenant: 'g.id_tenant' },
    what: 'Notification group',
  });
  app.get('/api/administration/notification-event-kinds', view, async () => {
    const items = Object.entries(NOTIFICATION_EVENT_KINDS).map(([id, name]) => ({ id, name }));
    return { items, total: items.length };
  });
  app.post('/api/administration/notification-groups', edit, async (request, reply) => {
    const { idTenant } = principalOf(request);
    const body = bodyOf(request);
    const errors = formErrors('notificationGroups', 'create', body);
    if (!errors.idTenant && !inTenantScope(db, idTenant, body.idTenant))
      errors.idTenant = 'This tenant is not available';
    listErrors(body, errors);
    assertValid(errors);
    const id = db
      .prepare(
        'INSERT INTO tenant_notification_group (id_tenant, name, emails, events, created) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        body.idTenant,
        String(body.name).trim(),
        unique(body.emails),
        unique(body.events),
        new Date().toISOString(),
      ).lastInsertRowid;
    reply.code(201);
    return find(Number(id), idTenant);
  });

  app.put('/api/administration/notification-groups/:id', edit, async (request) => {
    const { idTenant } = principalOf(request);
    const group = find(idParam(request), idTenant);
    const body = bodyOf(request);
    const errors = formErrors('notificationGroups', 'edit', body);
    listErrors(body, errors);
    assertValid(errors);
    db.prepare('UPDATE tenant_notification_group SET name = ?, emails = ?, events = ? WHERE id = ?').run(
      typeof body.name === 'string' ? body.name.trim() : group.name,
      unique(body.emails ?? group.emails),
      unique(body.events ?? group.events),
      group.id,
    );
    return find(group.id, idTenant);
  });

  app.delete('/api/administration/notification-groups/:id', edit, async (request, reply) => {
    const group = find(idParam(request), principalOf(request).idTenant);
    db.prepare('DELETE FROM tenant_notification_group WHERE id = ?').run(group.id);
    return reply.code(204).send();
  });
}
