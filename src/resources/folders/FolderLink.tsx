import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CustomTabProps } from '../defineArea';
import { stopRowClick } from '../framework/field-views/fieldView';
import { listPath } from '../framework/resourcePaths';

/** A record's folder (`idFolder`, `folderName`) as a link to that folder's list; no folder is the root. */
export function FolderLink({ config, record }: CustomTabProps) {
  const translate = useTranslate();
  const idFolder = record?.idFolder as number | null | undefined;
  // No folder is the root, named like the list (Flows).
  const name = idFolder
    ? String(record?.folderName ?? idFolder)
    : translate(config.label, { smart_count: 2 });
  const to = listPath(config, idFolder ? { idFolder: String(idFolder) } : {});
  return (
    <Link component={RouterLink} to={to} onClick={stopRowClick}>
      {name}
    </Link>
  );
}
