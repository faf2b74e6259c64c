import type { FastifyInstance } from 'fastify';
import type { DemoCall, DemoCallGroup } from '../../../src/resources/demo-calls/demoCallWire';
import { VALIDATION_MESSAGES as MESSAGES } from '../../../src/shared/validation/messages';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import type { ListSpec } from '../../api/listQuery';
import { textOr } from '../../api/recordFields';
import { formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { isCalendarDay } from '../tenants/tenantRecords';
import { scopedRecordRoutes } from '../tenants/tenantScopedRecords';

const groupList: ListSpec<DemoCallGroup, DemoCallGroup> = {
  from: 'demo_call_group g JOIN tenant t ON t.id = g.id_tenant LEFT JOIN line l ON l.id = g.id_line',
  select: `g.id, g.name, g.description, g.id_line AS idLine, l.name AS lineName, g.valid_until AS validUntil,
    (SELECT COUNT(*) FROM demo_call c WHERE c.id_demo_call_group = g.id) AS callCount,
    g.id_tenant AS idTenant, t.name AS tenantName, g.created`,
  fields: {
    id: { sql: 'g.id', type: 'number' },
    name: { sql: 'g.name', type: 'text' },
    idLine: { sql: 'g.id_line', type: 'number' },
    lineName: { sql: 'l.name', type: 'text' },
    validUntil: { sql: 'g.valid_until', type: 'text' },
    callCount: { sql: 'callCount', type: 'number', filterable: false },
    idTenant: { sql: 'g.id_tenant', type: 'number' },
    tenantName: { sql: 't.name', type: 'text' },
    created: { sql: 'g.created', type: 'text' },
  },
  search: ['g.name', 'g.description'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'g.id',
  // Seeded validity ends are instants; the wire has the calendar day.
  toItem: (row) => ({ ...row, validUntil: row.validUntil ? row.validUntil.slice(0, 10) : null }),
};

const callList: ListSpec<DemoCall, DemoCall> = {
  from: `demo_call c JOIN demo_call_group g ON g.id = c.id_demo_call_group
    LEFT JOIN call_script s ON s.id = c.id_call_script`,
  select: `c.id, c.name, c.phone_number AS phoneNumber, c.pin, c.id_call_script AS idCallScript,
    s.name AS flowName, c.id_demo_call_group AS idDemoCallGroup, g.name AS groupName, c.call_count AS callCount,
    c.last_called AS lastCalled, c.created`,
  fields: {
    id: { sql: 'c.id', type: 'number' },
    name: { sql: 'c.name', type: 'text' },
    phoneNumber: { sql: 'c.phone_number', type: 'text' },
    idCallScript: { sql: 'c.id_call_script', type: 'number' },
    flowName: { sql: 's.name', type: 'text' },
    idDemoCallGroup: { sql: 'c.id_demo_call_group', type: 'number' },
    groupName: { sql: 'g.name', type: 'text' },
    callCount: { sql: 'c.call_count', type: 'number' },
    lastCalled: { sql: 'c.last_called', type: 'text' },
    created: { sql: 'c.created', type: 'text' },
  },
  search: ['c.name', 'c.phone_number'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'c.id',
  toItem: (row) => row,
};

/** A reference of the group's own tenant: a line, or a flow (not a component); absent or null clears it. */
function ownReference(db: Db, table: 'line' | 'call_script', value: unknown, idTenant: number): boolean {
  if (value === undefined || value === null || value === '') return true;
  const extra = table === 'call_script' ? ' AND is_component = 0' : '';
  return (
    Number.isInteger(value) &&
    !!db.prepare(`SELECT 1 FROM ${table} WHERE id = ? AND id_tenant = ?${extra}`).get(value, idTenant)
  );
}

const nullable = (body: Record<string, unknown>, field: string, current: unknown) =>
  field in body ? (body[field] === '' ? null : (body[field] ?? null)) : current;

/** Demo call groups and their demo calls, of the tenant context and below: create, read, update, delete. */
export function demoCallRoutes(app: FastifyInstance, { db }: ApiContext) {
  const view = { area: 'DemoCall', action: 'view' };
  const edit = { config: { access: { area: 'DemoCall', action: 'edit' } } } as const;
  const tables = { groups: 'demo_call_group', calls: 'demo_call' } as const;
  const finders = {
    groups: scopedRecordRoutes(app, db, {
      url: '/api/demo-call/groups',
      access: view,
      spec: groupList,
      columns: { id: 'g.id', tenant: 'g.id_tenant' },
      what: 'Demo call group',
    }),
    calls: scopedRecordRoutes(app, db, {
      url: '/api/demo-call/calls',
      access: view,
      spec: callList,
      columns: { id: 'c.id', tenant: 'g.id_tenant' },
      what: 'Demo call',
    }),
  };
  const { groups: findGroup, calls: findCall } = finders;
  for (const kind of ['groups', 'calls'] as const) {
    app.delete(`/api/demo-call/${kind}/:id`, edit, async (request, reply) => {
      const record = finders[kind](idParam(request), principalOf(request).idTenant);
      db.prepare(`DELETE FROM ${tables[kind]} WHERE id = ?`).run(record.id);
      return reply.code(204).send();
    });
  }

  const groupErrors = (body: Record<string, unknown>, form: 'create' | 'edit', idTenant: number) => {
    const errors = formErrors('demoCallGroups', form, body);
    if (!errors.idLine && !ownReference(db, 'line', body.idLine, idTenant))
      errors.idLine = 'This line is not available';
    const until = body.validUntil;
    if (until !== undefined && until !== null && until !== '' && !isCalendarDay(until))
      errors.validUntil = MESSAGES.date;
    if (typeof body.description === 'string' && body.description.length > 2000)
      errors.description = 'At most 2000 characters';
    return errors;
  };

  app.post('/api/demo-call/groups', edit, async (request, reply) => {
    const { idTenant } = principalOf(request);
    const body = bodyOf(request);
    assertValid(groupErrors(body, 'create', idTenant));
    const id = db
      .prepare(
        `INSERT INTO demo_call_group (id_tenant, name, description, id_line, valid_until, created)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        idTenant,
        String(body.name).trim(),
        textOr(body, 'description', '') ?? '',
        nullable(body, 'idLine', null),
        nullable(body, 'validUntil', null),
        new Date().toISOString(),
      ).lastInsertRowid;
    reply.code(201);
    return findGroup(Number(id), idTenant);
  });

  app.put('/api/demo-call/groups/:id', edit, async (request) => {
    const { idTenant } = principalOf(request);
    const group = findGroup(idParam(request), idTenant);
    const body = bodyOf(request);
    assertValid(groupErrors(body, 'edit', group.idTenant));
    db.prepare(
      'UPDATE demo_call_group SET name = ?, description = ?, id_line = ?, valid_until = ? WHERE id = ?',
    ).run(
      textOr(body, 'name', group.name),
      textOr(body, 'description', group.description) ?? '',
      nullable(body, 'idLine', group.idLine),
      nullable(body, 'validUntil', group.validUntil),
      group.id,
    );
    return findGroup(group.id, idTenant);
  });

  const callErrors = (
    body: Record<string, unknown>,
    form: 'create' | 'edit',
    idTenant: number | undefined,
  ) => {
    const errors = formErrors('demoCalls', form, body);
    if (
      idTenant !== undefined &&
      !errors.idCallScript &&
      !ownReference(db, 'call_script', body.idCallScript, idTenant)
    )
      errors.idCallScript = 'This flow is not available';
    return errors;
  };

  app.post('/api/demo-call/calls', edit, async (request, reply) => {
    const { idTenant } = principalOf(request);
    const body = bodyOf(request);
    const errors = callErrors(body, 'create', undefined);
    if (!errors.idDemoCallGroup && !Number.isInteger(body.idDemoCallGroup))
      errors.idDemoCallGroup = 'This group is not available';
    assertValid(errors);
    const group = findGroup(body.idDemoCallGroup as number, idTenant);
    assertValid(callErrors(body, 'create', group.idTenant));
    const id = db
      .prepare(
        `INSERT INTO demo_call (id_demo_call_group, id_call_script, name, phone_number, pin, created)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        group.id,
        nullable(body, 'idCallScript', null),
        String(body.name).trim(),
        String(body.phoneNumber),
        String(body.pin),
        new Date().toISOString(),
      ).lastInsertRowid;
    reply.code(201);
    return findCall(Number(id), idTenant);
  });

  app.put('/api/demo-call/calls/:id', edit, async (request) => {
    const { idTenant } = principalOf(request);
    const call = findCall(idParam(request), idTenant);
    const group = findGroup(call.idDemoCallGroup, idTenant);
    const body = bodyOf(request);
    assertValid(callErrors(body, 'edit', group.idTenant));
    db.prepare(
      'UPDATE demo_call SET name = ?, phone_number = ?, pin = ?, id_call_script = ? WHERE id = ?',
    ).run(
      textOr(body, 'name', call.name),
      textOr(body, 'phoneNumber', call.phoneNumber),
      textOr(body, 'pin', call.pin),
      nullable(body, 'idCallScript', call.idCallScript),
      call.id,
    );
    return findCall(call.id, idTenant);
  });
}
