import type { FastifyInstance } from 'fastify';
import { itemNameProblem, PACKAGE_SELECTION_BODY } from '../../../src/shared/packageRules';
import { bodySchemaErrors } from '../../../src/shared/validation/bodySchema';
import type {
  CreatedPackage,
  PackageCatalogue,
  PackageContents,
  PackageSelection,
} from '../../../src/shared/wire/packages';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { packageFile, resolvePackage } from './packagesContent';

export const CREATE_PACKAGE = { config: { access: { area: 'PackageManager', action: 'create' } } } as const;

function selectionOf(body: Record<string, unknown>): PackageSelection {
  const errors = bodySchemaErrors(PACKAGE_SELECTION_BODY, body);
  const list = <T>(key: keyof PackageSelection) => (errors[key] ? [] : ((body[key] ?? []) as T[]));
  const selection: PackageSelection = {
    name: typeof body.name === 'string' ? body.name.trim() : '',
    flows: list('flows'),
    components: list('components'),
    grammars: list('grammars'),
    languages: list('languages'),
  };
  const nameProblem = errors.name ? null : itemNameProblem(selection.name);
  if (nameProblem) errors.name = `Invalid name: ${nameProblem}`;
  const count =
    selection.flows.length +
    selection.components.length +
    selection.grammars.length +
    selection.languages.length;
  if (count === 0 && Object.keys(errors).length === 0) errors.flows = 'Select at least one item';
  assertValid(errors);
  return selection;
}

const fileNameOf = (name: string, id: number) =>
  `${name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'package'}-${id}.json`;

/**
 * Package manager, create side (SPEC §2 `/administration/package-manager/create`, §7 "package create"): what the
 * tenant can select, the selection resolved with its dependencies, and the package file for download.
 */
export function packageRoutes(app: FastifyInstance, { db }: Pick<ApiContext, 'db'>) {
  app.get(
    '/api/administration/packages/catalogue',
    CREATE_PACKAGE,
    async (request): Promise<PackageCatalogue> => {
      const idTenant = principalOf(request).idTenant;
      const scripts = (component: number) =>
        db
          .prepare(
            'SELECT id, name FROM call_script WHERE id_tenant = ? AND is_component = ? ORDER BY name, id',
          )
          .all(idTenant, component) as { id: number; name: string }[];
      return {
        flows: scripts(0),
        components: scripts(1),
        grammars: db
          .prepare('SELECT id, name FROM grammar WHERE id_tenant = ? ORDER BY name')
          .all(idTenant) as PackageCatalogue['grammars'],
        languages: db
          .prepare('SELECT code, name FROM language ORDER BY name')
          .all() as PackageCatalogue['languages'],
      };
    },
  );

  app.post(
    '/api/administration/packages/resolve',
    CREATE_PACKAGE,
    async (request): Promise<PackageContents> => {
      const selection = selectionOf({ name: 'preview', ...bodyOf(request) });
      return { entries: resolvePackage(db, principalOf(request).idTenant, selection).entries };
    },
  );

  app.post(
    '/api/administration/packages',
    CREATE_PACKAGE,
    async (request, reply): Promise<CreatedPackage> => {
      const principal = principalOf(request);
      const selection = selectionOf(bodyOf(request));
      const { items, entries } = resolvePackage(db, principal.idTenant, selection);
      const content = JSON.stringify(packageFile(selection.name, items), null, 2);
      const { lastInsertRowid } = db
        .prepare(
          'INSERT INTO package_file (id_tenant, id_user, name, content, created) VALUES (?, ?, ?, ?, ?)',
        )
        .run(principal.idTenant, principal.idUser, selection.name, content, new Date().toISOString());
      const id = Number(lastInsertRowid);
      reply.code(201);
      return {
        id,
        fileName: fileNameOf(selection.name, id),
        downloadUrl: `/api/administration/packages/${id}/file`,
        bytes: Buffer.byteLength(content),
        entries,
      };
    },
  );

  app.get('/api/administration/packages/:id/file', CREATE_PACKAGE, async (request, reply) => {
    const id = idParam(request);
    const row = db
      .prepare('SELECT name, content FROM package_file WHERE id = ? AND id_tenant = ?')
      .get(id, principalOf(request).idTenant) as { name: string; content: string } | undefined;
    if (!row) throw notFound('Package not found');
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileNameOf(row.name, id)}"`)
      .header('Cache-Control', 'no-store')
      .send(row.content);
  });
}
