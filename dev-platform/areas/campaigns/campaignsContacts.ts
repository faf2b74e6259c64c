import type { FastifyInstance } from 'fastify';
import type { CampaignContact, ContactImport } from '../../../src/shared/wire/campaigns';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import { listRoute } from '../../api/listRoutes';
import type { ListSpec } from '../../api/listQuery';
import { idParam } from '../../api/validation';
import { campaignRow } from './campaignsQuery';

const EXPORT_COLUMNS = [
  { source: 'phone', label: 'Phone' },
  { source: 'firstname', label: 'First name' },
  { source: 'lastname', label: 'Last name' },
  { source: 'email', label: 'E-mail' },
];

interface ContactRow {
  id: number;
  id_campaign: number;
  phone: string;
  firstname: string;
  lastname: string;
  email: string;
  time_zone: string | null;
  state: number;
  attempts: number;
  last_result: number | null;
  wait_reason: string | null;
  next_allowed_at: string | null;
  created: string;
}

const contactList: ListSpec<ContactRow, CampaignContact> = {
  from: 'campaign_contact k JOIN campaign c ON c.id = k.id_campaign',
  select: `k.id, k.id_campaign, k.phone, k.firstname, k.lastname, k.email, k.time_zone, k.state, k.attempts,
    k.last_result, k.wait_reason, k.next_allowed_at, k.created`,
  fields: {
    id: { sql: 'k.id', type: 'number' },
    idCampaign: { sql: 'k.id_campaign', type: 'number' },
    phone: { sql: 'k.phone', type: 'text' },
    firstname: { sql: 'k.firstname', type: 'text' },
    lastname: { sql: 'k.lastname', type: 'text' },
    email: { sql: 'k.email', type: 'text' },
    timeZone: { sql: 'k.time_zone', type: 'text' },
    state: { sql: 'k.state', type: 'number' },
    attempts: { sql: 'k.attempts', type: 'number' },
    lastResult: { sql: 'k.last_result', type: 'number' },
    waitReason: { sql: 'k.wait_reason', type: 'text' },
    nextAllowedAt: { sql: 'k.next_allowed_at', type: 'text' },
    created: { sql: 'k.created', type: 'text' },
  },
  search: ['k.phone', 'k.firstname', 'k.lastname', 'k.email'],
  defaultSort: { field: 'id', order: 'ASC' },
  tiebreaker: 'k.id',
  toItem: (row) => ({
    id: row.id,
    idCampaign: row.id_campaign,
    phone: row.phone,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    timeZone: row.time_zone,
    state: row.state,
    attempts: row.attempts,
    lastResult: row.last_result,
    waitReason: row.wait_reason,
    nextAllowedAt: row.next_allowed_at,
    created: row.created,
  }),
};

export interface ImportRow {
  id: number;
  id_campaign: number;
  id_task: number | null;
  file_name: string;
  status: number | null;
  imported: number;
  rejected: number;
  failure: string | null;
  errors: string;
  created: string;
}

export const toImport = (row: ImportRow): ContactImport => ({
  id: row.id,
  idCampaign: row.id_campaign,
  idTask: row.id_task,
  fileName: row.file_name,
  status: row.status ?? 2,
  imported: row.imported,
  rejected: row.rejected,
  failure: row.failure,
  errors: JSON.parse(row.errors) as ContactImport['errors'],
  created: row.created,
});

const importList: ListSpec<ImportRow, ContactImport> = {
  from: 'campaign_contact_import i JOIN campaign c ON c.id = i.id_campaign LEFT JOIN task t ON t.id = i.id_task',
  select: 'i.*, t.status',
  fields: {
    id: { sql: 'i.id', type: 'number' },
    idCampaign: { sql: 'i.id_campaign', type: 'number' },
    fileName: { sql: 'i.file_name', type: 'text' },
    status: { sql: 't.status', type: 'number' },
    imported: { sql: 'i.imported', type: 'number' },
    rejected: { sql: 'i.rejected', type: 'number' },
    failure: { sql: 'i.failure', type: 'text' },
    errors: { sql: 'i.errors', type: 'text', sortable: false, filterable: false },
    created: { sql: 'i.created', type: 'text' },
  },
  search: ['i.file_name'],
  defaultSort: { field: 'id', order: 'DESC' },
  tiebreaker: 'i.id',
  toItem: (row) => toImport(row),
};

/** The contacts of the tenant's campaigns (a list filtered by `idCampaign`, exportable) and the import reports. */
export function campaignContactRoutes(app: FastifyInstance, { db }: ApiContext) {
  listRoute(app, db, {
    url: '/api/callbot/campaign-contacts',
    access: { area: 'Campaign', action: 'view' },
    source: ({ idTenant }) => ({
      spec: contactList,
      scope: { where: 'c.id_tenant = ?', params: [idTenant] },
    }),
  });

  // The export is the contacts list's own CSV export (a task), narrowed to the campaign: the very same call.
  app.post(
    '/api/callbot/campaigns/:id/contacts/export',
    { config: { access: { area: 'Campaign', action: 'view' } } },
    async (request, reply) => {
      const row = campaignRow(db, idParam(request), principalOf(request).idTenant);
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'tenant-context-id'])
        if (typeof request.headers[name] === 'string') headers[name] = request.headers[name];
      const answer = await app.inject({
        method: 'POST',
        url: '/api/home/exports',
        headers,
        payload: {
          path: '/callbot/campaign-contacts',
          filter: { idCampaign: row.id },
          sort: { field: 'id', order: 'ASC' },
          columns: EXPORT_COLUMNS,
        },
      });
      return reply.code(answer.statusCode).send(answer.json());
    },
  );

  const view = { config: { access: { area: 'Campaign', action: 'view' } } } as const;
  listRoute(app, db, {
    url: '/api/callbot/campaign-contact-imports',
    access: { area: 'Campaign', action: 'view' },
    source: ({ idTenant }) => ({ spec: importList, scope: { where: 'c.id_tenant = ?', params: [idTenant] } }),
  });
  const one = <Row>(spec: ListSpec<Row, unknown>, id: number, idTenant: number, what: string) => {
    const row = db
      .prepare(`SELECT ${spec.select} FROM ${spec.from} WHERE ${spec.tiebreaker} = ? AND c.id_tenant = ?`)
      .get(id, idTenant) as Row | undefined;
    if (!row) throw notFound(`${what} not found`);
    return spec.toItem(row);
  };
  app.get('/api/callbot/campaign-contacts/:id', view, async (request) =>
    one(contactList, idParam(request), principalOf(request).idTenant, 'Contact'),
  );
  app.get('/api/callbot/campaign-contact-imports/:id', view, async (request) =>
    one(importList, idParam(request), principalOf(request).idTenant, 'Import'),
  );
}
