import type { FastifyInstance } from 'fastify';
import type { FlowSummary } from '../../../src/shared/wire/flows';
import { principalOf } from '../accessGuard';
import type { ApiContext } from '../apiContext';
import { notFound } from '../apiError';
import type { ListSpec } from '../listQuery';
import { listRoute } from '../listRoutes';

interface FlowRow {
  id: number;
  name: string;
  description: string;
  id_folder: number | null;
  folder_name: string | null;
  language: string | null;
  version: number | null;
  channels: number;
  tags: string | null;
  created_by: string | null;
  created: string;
  updated: string;
}

const SELECT = `c.id, c.name, c.description, c.id_folder, f.name AS folder_name, l.code AS language, c.channels,
  (SELECT MAX(v.version) FROM call_script_version v WHERE v.id_call_script = c.id) AS version,
  (SELECT json_group_array(t.name) FROM call_script_tag ct JOIN tag t ON t.id = ct.id_tag WHERE ct.id_call_script = c.id)
    AS tags,
  u.username AS created_by, c.created, c.updated`;
const FROM = `call_script c LEFT JOIN folder f ON f.id = c.id_folder LEFT JOIN language l ON l.id = c.id_language
  LEFT JOIN user u ON u.id = c.id_user_created`;

const toFlow = (row: FlowRow): FlowSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  idFolder: row.id_folder,
  folderName: row.folder_name,
  language: row.language,
  version: row.version ?? 0,
  channels: row.channels,
  tags: row.tags ? (JSON.parse(row.tags) as string[]) : [],
  createdBy: row.created_by,
  created: row.created,
  modified: row.updated,
});

/** The flow list query, shared with a language's relations tab. */
export const flowList: ListSpec<FlowRow, FlowSummary> = {
  from: FROM,
  select: SELECT,
  fields: {
    id: { sql: 'c.id', type: 'number' },
    name: { sql: 'c.name', type: 'text' },
    idFolder: { sql: 'c.id_folder', type: 'number' },
    folderName: { sql: 'f.name', type: 'text' },
    language: { sql: 'l.code', type: 'text' },
    channels: { sql: 'c.channels', type: 'number' },
    version: { sql: 'version', type: 'number', filterable: false },
    createdBy: { sql: 'u.username', type: 'text' },
    created: { sql: 'c.created', type: 'text' },
    modified: { sql: 'c.updated', type: 'text' },
  },
  search: ['c.name', 'c.description'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'c.id',
  toItem: toFlow,
};

/** Flows (call scripts that are not components) of the caller's tenant context. */
export function flowRoutes(app: FastifyInstance, { db }: ApiContext) {
  const access = { config: { access: { area: 'CallScript', action: 'view' } } } as const;
  const scope = (idTenant: number) => ({
    where: 'c.id_tenant = ? AND c.is_component = 0',
    params: [idTenant],
  });

  listRoute(app, db, {
    url: '/api/designer/flows',
    access: access.config.access,
    source: ({ idTenant }) => ({ spec: flowList, scope: scope(idTenant) }),
  });

  app.get('/api/designer/flows/:id', access, async (request) => {
    const { where, params } = scope(principalOf(request).idTenant);
    const row = db
      .prepare(`SELECT ${SELECT} FROM ${FROM} WHERE c.id = ? AND ${where}`)
      .get(Number((request.params as { id: string }).id), ...params) as FlowRow | undefined;
    if (!row) throw notFound('Flow not found');
    return toFlow(row);
  });
}
