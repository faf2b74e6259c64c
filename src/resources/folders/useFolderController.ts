import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCreate, useDelete, useGetList, useGetOne, useNotify, useUpdate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { BreadcrumbItem, Folder } from '../../shared/wire/folders';
import { LOCAL_STORAGE_KEYS, readLocalStorage, writeLocalStorage } from '../../utils/storageKeys';
import type { FolderTreeConfig } from './folderResources';

/** Whether the folder tree is shown (SPEC §9 "folders active"); shown unless turned off. */
const readShown = () => readLocalStorage(LOCAL_STORAGE_KEYS.foldersActive) !== 'false';

/**
 * The state of a list's folder tree: the current folder (route parameter `idFolder`, the root when absent) with its
 * children, its breadcrumb, whether the tree is shown, and create, rename and remove. Failed changes are notified
 * by the data provider with the server's reason (e.g. a folder that is not empty).
 */
export function useFolderController(tree: FolderTreeConfig) {
  const params = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const current = Number(params.idFolder ?? 0);
  const [shown, setShownState] = useState(readShown);
  const folder = useGetOne<Folder & { id: number }>(
    tree.folders,
    { id: current },
    { enabled: Number.isInteger(current), retry: false },
  );
  const breadcrumb = useGetList<BreadcrumbItem & { id: number }>(
    tree.breadcrumb,
    { pagination: { page: 1, perPage: 100 }, meta: { params: { idFolder: String(current) } } },
    { enabled: Number.isInteger(current), retry: false },
  );
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const queryClient = useQueryClient();
  // Any branch of the tree may show a changed folder: reload every folder and breadcrumb query of this tree.
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: [tree.folders] });
    void queryClient.invalidateQueries({ queryKey: [tree.breadcrumb] });
  };
  const pathOf = (id: number) => (id === 0 ? tree.listPath : `${tree.listPath}/${id}`);

  return {
    current,
    folder: folder.data,
    error: folder.error ?? breadcrumb.error,
    breadcrumb: breadcrumb.data ?? [],
    shown,
    pathOf,
    setShown(next: boolean) {
      writeLocalStorage(LOCAL_STORAGE_KEYS.foldersActive, String(next));
      setShownState(next);
    },
    createFolder: (name: string) =>
      create(
        tree.folders,
        { data: { name, idParent: current } },
        { onSuccess: () => (notify('folders.created', { type: 'success' }), refetch()) },
      ),
    renameFolder: (id: number, name: string) =>
      update(
        tree.folders,
        { id, data: { name }, previousData: { id } },
        { onSuccess: () => (notify('folders.renamed', { type: 'success' }), refetch()) },
      ),
    removeFolder: (id: number, idParent: number) =>
      remove(
        tree.folders,
        { id, previousData: { id } },
        {
          onSuccess: () => {
            notify('folders.removed', { type: 'success' });
            navigate(pathOf(idParent));
          },
        },
      ),
  };
}
