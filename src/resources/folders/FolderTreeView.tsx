import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import type { Folder, FolderChild } from '../../shared/wire/folders';
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

export interface FolderTreeViewProps {
  tree: FolderTreeConfig;
  /** The root's name (the list's plural label). */
  rootName: string;
  /** The selected folder (0: the root), or none. */
  selected: number | null;
  onSelect: (id: number) => void;
  /** Folders open at first (the root always is); a new value starts over from them. */
  initiallyExpanded?: readonly number[];
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A folder tree (MUI X Tree View): the root and, level by level as they are expanded, its folders, loaded on first
 * expansion. Shared by the tree beside a list and the folder picker of forms (e.g. the bulk move).
 */
export function FolderTreeView({
  tree,
  rootName,
  selected,
  onSelect,
  initiallyExpanded = [],
  ...labels
}: FolderTreeViewProps) {
  const initial = ['0', ...initiallyExpanded.map(String)];
  const initialKey = initial.join('/');
  // What the user expanded belongs to the starting point it was done from; a new one starts from its own folders.
  const [toggled, setToggled] = useState<{ key: string; items: string[] }>();
  const items = toggled?.key === initialKey ? toggled.items : initial;
  return (
    <SimpleTreeView
      {...labels}
      expansionTrigger="iconContainer"
      expandedItems={items}
      onExpandedItemsChange={(_event, ids) => setToggled({ key: initialKey, items: ids })}
      selectedItems={selected === null ? null : String(selected)}
      onSelectedItemsChange={(_event, id) => {
        if (id !== null && !id.startsWith(LOADING)) onSelect(Number(id));
      }}
    >
      <FolderNode
        tree={tree}
        folder={{ id: 0, name: rootName, hasChildren: true }}
        expanded={new Set(items)}
      />
    </SimpleTreeView>
  );
}
