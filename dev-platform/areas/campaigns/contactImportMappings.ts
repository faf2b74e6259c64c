import type { FastifyInstance } from 'fastify';
import {
  CONTACT_MAPPING_BODY,
  mappingProblem,
  type ContactMapping,
} from '../../../src/shared/contactMapping';
import { bodySchemaErrors } from '../../../src/shared/validation/bodySchema';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import type { ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { insert, type SeedContext } from '../../db/seed/seedContext';

const MAPPINGS = '/api/callbot/contact-import-mappings';

/** A saved mapping of the contact import wizard. */
export interface SavedMapping {
  id: number;
  name: string;
  mapping: ContactMapping;
  created: string;
}

interface MappingRow {
  id: number;
  name: string;
  mapping: string;
  created: string;
}

const toMapping = (row: MappingRow): SavedMapping => ({
  id: row.id,
  name: row.name,
  mapping: JSON.parse(row.mapping) as ContactMapping,
  created: row.created,
});

const mappingList: ListSpec<MappingRow, SavedMapping> = {
  from: 'contact_import_mapping m',
  select: 'm.id, m.name, m.mapping, m.created',
  fields: {
    id: { sql: 'm.id', type: 'number' },
    name: { sql: 'm.name', type: 'text' },
    created: { sql: 'm.created', type: 'text' },
  },
  search: ['m.name'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'm.id',
  toItem: toMapping,
};

function findMapping(db: Db, id: number, idTenant: number): SavedMapping {
  const row = db
    .prepare(
      'SELECT m.id, m.name, m.mapping, m.created FROM contact_import_mapping m WHERE m.id = ? AND m.id_tenant = ?',
    )
    .get(id, idTenant) as MappingRow | undefined;
  if (!row) throw notFound('Mapping not found');
  return toMapping(row);
}

/**
 * The tenant's saved column mappings: list, detail, save (by name: saving a name again replaces its mapping), delete.
 * Reading needs `Campaign/view`, saving and deleting `Campaign/edit`.
 */
export function contactImportMappingRoutes(app: FastifyInstance, { db }: ApiContext) {
  const view = { area: 'Campaign', action: 'view' } as const;
  const edit = { config: { access: { area: 'Campaign', action: 'edit' } } } as const;
  listRoute(app, db, {
    url: MAPPINGS,
    access: view,
    source: ({ idTenant }) => ({
      spec: mappingList,
      scope: { where: 'm.id_tenant = ?', params: [idTenant] },
    }),
  });

  app.get(`${MAPPINGS}/:id`, { config: { access: view } }, async (request) =>
    findMapping(db, idParam(request), principalOf(request).idTenant),
  );

  app.post(MAPPINGS, edit, async (request, reply) => {
    const { idTenant } = principalOf(request);
    const body = bodyOf(request);
    const errors = bodySchemaErrors(CONTACT_MAPPING_BODY, body);
    const problem = mappingProblem(body.mapping);
    assertValid(problem ? { ...errors, mapping: problem } : errors);
    const name = String(body.name).trim();
    db.prepare(
      `INSERT INTO contact_import_mapping (id_tenant, name, mapping, created) VALUES (?, ?, ?, ?)
       ON CONFLICT (id_tenant, name COLLATE NOCASE) DO UPDATE SET mapping = excluded.mapping`,
    ).run(idTenant, name, JSON.stringify(body.mapping), new Date().toISOString());
    const id = db
      .prepare('SELECT id FROM contact_import_mapping WHERE id_tenant = ? AND name = ? COLLATE NOCASE')
      .pluck()
      .get(idTenant, name) as number;
    reply.code(201);
    return findMapping(db, id, idTenant);
  });

  app.delete(`${MAPPINGS}/:id`, edit, async (request, reply) => {
    const mapping = findMapping(db, idParam(request), principalOf(request).idTenant);
    db.prepare('DELETE FROM contact_import_mapping WHERE id = ?').run(mapping.id);
    return reply.code(204).send();
  });
}

/** One saved mapping per tenant (no random draws, so later seed steps are unchanged). */
export function seedContactImportMappings(ctx: SeedContext): void {
  const mapping: ContactMapping = {
    Phone: 'phone',
    'First name': 'firstname',
    'Last name': 'lastname',
    'E-mail': 'email',
  };
  for (const tenant of ctx.tenants)
    insert(ctx.db, 'contact_import_mapping', {
      id_tenant: tenant.id,
      name: 'CRM export',
      mapping,
      created: ctx.now.toISOString(),
    });
}
