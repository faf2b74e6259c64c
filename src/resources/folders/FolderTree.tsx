import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { BreadcrumbItem, Folder, FolderChild } from '../../shared/wire/folders';
import type { FolderTreeConfig } from './folderResources';

const LOADING = 'loading:';

/** The placeholder child of a folder whose children are not loaded yet (it makes the folder expandable). */
function Placeholder({ id }: { id: number }) {
  const translate = useTranslate();
  return <TreeItem itemId={`${LOADING}${id}`} label={translate('ra.page.loading')} disabled />;
}

/** The children of an expanded folder, loaded when it is first expanded. */
function FolderBranch({ tree, id, expanded }: { tree: FolderTreeConfig; id: number; expanded: Set<string> }) {
  const { data } = useGetOne<Folder>(tree.folders, { id }, { retry: false });
  if (!data) return <Placeholder id={id} />;
  return (
    <>
      {data.children.map((child) => (
        <FolderNode key={child.id} tree={tree} folder={child} expanded={expanded} />
      ))}
    </>
  );
}

function FolderNode({
  tree,
  folder,
  expanded,
}: {
  tree: FolderTreeConfig;
  folder: Pick<FolderChild, 'id' | 'name' | 'hasChildren'>;
  expanded: Set<string>;
}) {
  const itemId = String(folder.id);
  return (
    <TreeItem itemId={itemId} label={folder.name}>
      {expanded.has(itemId) ? (
        <FolderBranch tree={tree} id={folder.id} expanded={expanded} />
      ) : (
        folder.hasChildren && <Placeholder id={folder.id} />
      )}
    </TreeItem>
  );
}

/**
 * The folder tree beside a list (MUI X Tree View): the root and, level by level as they are expanded, its folders;
 * the current folder's ancestors start expanded and it is selected. Choosing a folder opens its list.
 */
export function FolderTree({
  tree,
  current,
  trail,
  rootName,
}: {
  tree: FolderTreeConfig;
  current: number;
  trail: BreadcrumbItem[];
  rootName: string;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const trailKey = trail.map((item) => item.id).join('/');
  // What the user expanded belongs to the folder it was done in; another folder starts from its own ancestors.
  const [toggled, setToggled] = useState<{ trailKey: string; items: string[] }>();
  const items =
    toggled?.trailKey === trailKey ? toggled.items : ['0', ...trail.map((item) => String(item.id))];
  const expanded = new Set(items);
  return (
    <SimpleTreeView
      aria-label={translate('folders.tree')}
      expansionTrigger="iconContainer"
      expandedItems={items}
      onExpandedItemsChange={(_event, ids) => setToggled({ trailKey, items: ids })}
      selectedItems={String(current)}
      onSelectedItemsChange={(_event, id) => {
        if (id !== null && !id.startsWith(LOADING))
          navigate(Number(id) === 0 ? tree.listPath : `${tree.listPath}/${id}`);
      }}
    >
      <FolderNode tree={tree} folder={{ id: 0, name: rootName, hasChildren: true }} expanded={expanded} />
    </SimpleTreeView>
  );
}
