import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { BreadcrumbItem } from '../../shared/wire/folders';
import type { FolderTreeConfig } from './folderResources';
import { FolderTreeView } from './FolderTreeView';

/**
 * The folder tree beside a list: the current folder's ancestors start expanded and it is selected; choosing a folder
 * opens its list.
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
  return (
    <FolderTreeView
      aria-label={translate('folders.tree')}
      tree={tree}
      rootName={rootName}
      selected={current}
      initiallyExpanded={trail.map((item) => item.id)}
      onSelect={(id) => navigate(id === 0 ? tree.listPath : `${tree.listPath}/${id}`)}
    />
  );
}
