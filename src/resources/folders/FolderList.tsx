import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Folder } from '../../shared/wire/folders';

/**
 * The subfolders of a folder, each opening its own list, with how many items it holds. (A lazily loaded tree view
 * would replace this once `@mui/x-tree-view` is a dependency; this list loads one level at a time the same way.)
 */
export function FolderList({ folder, pathOf }: { folder?: Folder; pathOf: (id: number) => string }) {
  const translate = useTranslate();
  if (!folder) return <Loading />;
  if (folder.children.length === 0)
    return <Typography color="text.secondary">{translate('folders.empty')}</Typography>;
  return (
    <List dense aria-label={translate('folders.subfolders')}>
      {folder.children.map((child) => (
        <ListItemButton key={child.id} component={RouterLink} to={pathOf(child.id)}>
          <ListItemText
            primary={child.name}
            secondary={translate('folders.items', { smart_count: child.itemCount })}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
