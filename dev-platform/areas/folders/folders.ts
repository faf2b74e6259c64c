import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BreadcrumbItem, BulkMoveResult, Folder, FolderOption } from '../../../src/shared/wire/folders';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { ApiError, notFound } from '../../api/apiError';
import { assertValid, bodyOf, idParam, inList, isIdList } from '../../api/validation';
import { folderStore, type FolderBinding } from './foldersStore';

export type { FolderBinding } from './foldersStore';

const MAX_NAME = 100;
const FOLDER_ID = 'Expected a folder id (0 for the root)';

/** A folder id of a body or route: a whole number, 0 (or null) being the root; undefined when invalid. */
/** A folder id in a body: a whole number (0 the root) or null, never a numeric text. */
const bodyFolderIdOf = (value: unknown): number | undefined =>
  value === null ? 0 : typeof value === 'number' ? folderIdOf(value) : undefined;

const folderIdOf = (value: unknown): number | undefined => {
  if (value === null) return 0;
  const id = typeof value === 'string' && value !== '' ? Number(value) : value;
  return Number.isInteger(id) && (id as number) >= 0 ? (id as number) : undefined;
};

/**
 * The folder tree of one kind of item (flows, campaigns): get (with lazy children), breadcrumb, options, create,
 * update (rename and move; never into itself or a descendant), remove (only when empty) and the bulk move of items.
 * Reads need `{area}/view`, changes `{area}/edit`; everything stays in the caller's tenant context.
 */
export function folderRoutes(app: FastifyInstance, { db }: ApiContext, binding: FolderBinding) {
  const { base, area } = binding;
  const view = { config: { access: { area, action: 'view' } } } as const;
  const edit = { config: { access: { area, action: 'edit' } } } as const;
  const storeOf = (request: FastifyRequest) => folderStore(db, binding, principalOf(request).idTenant);
  const routeFolder = (request: FastifyRequest) => {
    const id = folderIdOf((request.params as { id: string }).id);
    if (id === undefined) throw notFound('Folder not found');
    return id;
  };

  app.get(base, view, async (request) => {
    const items: FolderOption[] = storeOf(request).options();
    return { items, total: items.length };
  });

  app.get(`${base}/:id`, view, async (request): Promise<Folder> =>
    storeOf(request).folder(routeFolder(request)),
  );

  app.get(`${base}/:id/breadcrumb`, view, async (request) => {
    const items: BreadcrumbItem[] = storeOf(request).breadcrumb(routeFolder(request));
    return { items, total: items.length };
  });

  const nameError = (value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return 'Field is required';
    if (value.trim().length > MAX_NAME) return `Field must contains at most ${MAX_NAME} characters`;
    return undefined;
  };

  app.post(base, edit, async (request, reply): Promise<Folder> => {
    const store = storeOf(request);
    const body = bodyOf(request);
    const idParent = bodyFolderIdOf(body.idParent ?? 0);
    const errors: Record<string, string> = {};
    const nameProblem = nameError(body.name);
    if (nameProblem) errors.name = nameProblem;
    if (idParent === undefined || !store.exists(idParent)) errors.idParent = 'Unknown folder';
    assertValid(errors);
    const name = String(body.name).trim();
    if (store.siblingNamed(idParent!, name))
      assertValid({ name: 'A folder with this name already exists here' });
    reply.code(201);
    return store.folder(store.create(idParent!, name));
  });

  app.put(`${base}/:id`, edit, async (request): Promise<Folder> => {
    const store = storeOf(request);
    const id = idParam(request);
    const current = store.folder(id === 0 ? -1 : id);
    const body = bodyOf(request);
    const name = 'name' in body ? body.name : current.name;
    const idParent = 'idParent' in body ? bodyFolderIdOf(body.idParent) : (current.idParent ?? 0);
    const errors: Record<string, string> = {};
    const nameProblem = nameError(name);
    if (nameProblem) errors.name = nameProblem;
    if (idParent === undefined || !store.exists(idParent)) errors.idParent = FOLDER_ID;
    assertValid(errors);
    if (store.isWithin(idParent!, id))
      throw new ApiError(409, 'A folder cannot be moved into itself or one of its subfolders');
    if (store.siblingNamed(idParent!, String(name).trim(), id))
      assertValid({ name: 'A folder with this name already exists here' });
    store.update(id, String(name).trim(), idParent!);
    return store.folder(id);
  });

  app.delete(`${base}/:id`, edit, async (request) => {
    const store = storeOf(request);
    const folder = store.folder(idParam(request) || -1);
    if (folder.children.length > 0 || folder.itemCount > 0)
      throw new ApiError(409, 'The folder is not empty: move or remove its folders and items first');
    store.remove(folder.id);
    return { id: folder.id };
  });

  app.post(binding.items.bulkMove, edit, async (request): Promise<BulkMoveResult> => {
    const store = storeOf(request);
    const body = bodyOf(request);
    const idFolder = bodyFolderIdOf(body.idFolder);
    const errors: Record<string, string> = {};
    if (!isIdList(body.ids) || body.ids.length === 0) errors.ids = 'Expected a non-empty list of ids';
    if (idFolder === undefined || !store.exists(idFolder)) errors.idFolder = FOLDER_ID;
    assertValid(errors);
    const ids = body.ids as number[];
    const list = inList(ids);
    const found = store.countItems(list);
    if (found !== new Set(ids).size) throw notFound('Some of the items were not found');
    return { moved: store.moveItems(list, idFolder!) };
  });
}
