/** Wire types of the folder trees of flows and campaigns (one mechanism, one tree per kind and tenant). */

/** A folder in a list of folders (the move dialog's options): `path` is its names from the root, joined by ' / '. */
export interface FolderOption {
  id: number;
  name: string;
  idParent: number | null;
  path: string;
}

/** A child of a folder, as the tree loads it lazily. */
export interface FolderChild {
  id: number;
  name: string;
  hasChildren: boolean;
  itemCount: number;
}

/** One folder (`id` 0 is the root) with its direct children and how many items it holds itself. */
export interface Folder {
  id: number;
  name: string;
  idParent: number | null;
  itemCount: number;
  children: FolderChild[];
}

/** One step of a breadcrumb, root first. */
export interface BreadcrumbItem {
  id: number;
  name: string;
}

/** The answer of a bulk move: how many items moved. */
export interface BulkMoveResult {
  moved: number;
}
