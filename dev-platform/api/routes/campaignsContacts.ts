import type { FastifyInstance } from 'fastify';
import type { CampaignContact, ContactImport } from '../../../src/shared/wire/campaigns';
import { principalOf } from '../accessGuard';
import type { ApiContext } from '../apiContext';
import { notFound } from '../apiError';
import { listRoute } from '../listRoutes';
import type { ListSpec } from '../listQuery';
import { idParam } from '../validation';
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
  created: string;
}

const contactList: ListSpec<ContactRow, CampaignContact> = {
  from: 'campaign_contact k JOIN campaign c ON c.id = k.id_campaign',
  select: 'k.id, k.id_campaign, k.phone, k.firstname, k.lastname, k.email, k.created',
  fields: {
    id: { sql: 'k.id', type: 'number' },
    idCampaign: { sql: 'k.id_campaign', type: 'number' },
    phone: { sql: 'k.phone', type: 'text' },
    firstname: { sql: 'k.firstname', type: 'text' },
    lastname: { sql: 'k.lastname', type: 'text' },
    email: { sql: 'k.email', type: 'text' },
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
    created: row.created,
  }),
};

export interface ImportRow {
  id: number;
  id_campaign: number;
  id_task: number;
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

  app.get(
    '/api/callbot/campaign-contact-imports/:id',
    { config: { access: { area: 'Campaign', action: 'view' } } },
    async (request): Promise<ContactImport> => {
      const row = db
        .prepare(
          `SELECT i.*, t.status FROM campaign_contact_import i JOIN campaign c ON c.id = i.id_campaign
           LEFT JOIN task t ON t.id = i.id_task WHERE i.id = ? AND c.id_tenant = ?`,
        )
        .get(idParam(request), principalOf(request).idTenant) as ImportRow | undefined;
      if (!row) throw notFound('Import not found');
      return toImport(row);
    },
  );
}
