import type { BreadcrumbItem, Folder, FolderOption } from '../../../src/shared/wire/folders';
import type { Db } from '../../db/database';
import { notFound } from '../../api/apiError';

/** What a folder tree is configured with: its kind, API paths, permission area and the items it holds. */
export interface FolderBinding {
  kind: 'flow' | 'campaign';
  /** e.g. `/api/designer/folders`. */
  base: string;
  area: string;
  /** The name of the root (id 0) in breadcrumbs and options. */
  rootName: string;
  /** The item table (with `id`, `id_tenant`, `id_folder`), a condition on it, and the bulk-move path. */
  items: { table: string; where: string; bulkMove: string };
}

interface FolderRow {
  id: number;
  name: string;
  id_parent_folder: number | null;
}

/** Folder queries of one tree (kind) in one tenant; id 0 is the root. */
export function folderStore(db: Db, binding: FolderBinding, idTenant: number) {
  const { kind, items, rootName } = binding;
  const rows = () =>
    db
      .prepare(
        'SELECT id, name, id_parent_folder FROM folder WHERE id_tenant = ? AND kind = ? ORDER BY name, id',
      )
      .all(idTenant, kind) as FolderRow[];
  const row = (id: number) =>
    db
      .prepare('SELECT id, name, id_parent_folder FROM folder WHERE id = ? AND id_tenant = ? AND kind = ?')
      .get(id, idTenant, kind) as FolderRow | undefined;
  const itemCount = (id: number) =>
    (
      db
        .prepare(
          `SELECT COUNT(*) AS n FROM ${items.table} WHERE id_tenant = ? AND ${items.where}
           AND COALESCE(id_folder, 0) = ?`,
        )
        .get(idTenant, id) as { n: number }
    ).n;
  const parentOf = (id: number) => row(id)?.id_parent_folder ?? 0;

  return {
    exists: (id: number) => id === 0 || row(id) !== undefined,
    folder(id: number): Folder {
      const own = id === 0 ? { id: 0, name: rootName, id_parent_folder: null } : row(id);
      if (!own) throw notFound('Folder not found');
      const all = rows();
      const children = all
        .filter((item) => (item.id_parent_folder ?? 0) === id)
        .map((child) => ({
          id: child.id,
          name: child.name,
          hasChildren: all.some((item) => item.id_parent_folder === child.id),
          itemCount: itemCount(child.id),
        }));
      return {
        id,
        name: own.name,
        idParent: id === 0 ? null : (own.id_parent_folder ?? 0),
        itemCount: itemCount(id),
        children,
      };
    },
    breadcrumb(id: number): BreadcrumbItem[] {
      const trail: BreadcrumbItem[] = [];
      for (let current = id; current !== 0;) {
        const own = row(current);
        if (!own) throw notFound('Folder not found');
        trail.unshift({ id: own.id, name: own.name });
        current = own.id_parent_folder ?? 0;
      }
      return [{ id: 0, name: rootName }, ...trail];
    },
    options(): FolderOption[] {
      const all = rows();
      const byId = new Map(all.map((item) => [item.id, item]));
      const pathOf = (item: FolderRow): string => {
        const parent = item.id_parent_folder === null ? undefined : byId.get(item.id_parent_folder);
        return parent ? `${pathOf(parent)} / ${item.name}` : `${rootName} / ${item.name}`;
      };
      const options = all.map((item) => ({
        id: item.id,
        name: item.name,
        idParent: item.id_parent_folder ?? 0,
        path: pathOf(item),
      }));
      options.sort((a, b) => a.path.localeCompare(b.path));
      return [{ id: 0, name: rootName, idParent: null, path: rootName }, ...options];
    },
    /** Whether `id` is `ancestor` or lies below it. */
    isWithin(id: number, ancestor: number): boolean {
      for (let current = id, steps = 0; current !== 0 && steps < 10_000; steps++) {
        if (current === ancestor) return true;
        current = parentOf(current);
      }
      return false;
    },
    siblingNamed: (idParent: number, name: string, except = 0) =>
      !!db
        .prepare(
          `SELECT 1 FROM folder WHERE id_tenant = ? AND kind = ? AND COALESCE(id_parent_folder, 0) = ?
           AND name = ? COLLATE NOCASE AND id <> ?`,
        )
        .get(idTenant, kind, idParent, name, except),
    create: (idParent: number, name: string) =>
      Number(
        db
          .prepare(
            'INSERT INTO folder (id_tenant, id_parent_folder, kind, name, created) VALUES (?, ?, ?, ?, ?)',
          )
          .run(idTenant, idParent || null, kind, name, new Date().toISOString()).lastInsertRowid,
      ),
    update: (id: number, name: string, idParent: number) =>
      db
        .prepare('UPDATE folder SET name = ?, id_parent_folder = ? WHERE id = ?')
        .run(name, idParent || null, id),
    remove: (id: number) => db.prepare('DELETE FROM folder WHERE id = ?').run(id),
    countItems: (list: { sql: string; params: number[] }) =>
      (
        db
          .prepare(
            `SELECT COUNT(*) AS n FROM ${items.table} WHERE id_tenant = ? AND ${items.where} AND id IN ${list.sql}`,
          )
          .get(idTenant, ...list.params) as { n: number }
      ).n,
    moveItems: (list: { sql: string; params: number[] }, idFolder: number) =>
      db
        .prepare(
          `UPDATE ${items.table} SET id_folder = ? WHERE id_tenant = ? AND ${items.where} AND id IN ${list.sql}`,
        )
        .run(idFolder || null, idTenant, ...list.params).changes,
  };
}
