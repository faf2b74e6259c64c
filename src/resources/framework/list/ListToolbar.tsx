import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { FilterButton, TopToolbar, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../types';
import { useDialogParam } from '../useDialogParam';
import { ColumnsMenuButton } from './ColumnsMenuButton';
import { ExportCsvButton } from './ExportCsvButton';

/** The list's toolbar: filters, create (opens `?dialog=create`), the column chooser and CSV export. */
export function ListToolbar({
  config,
  canCreate,
  canExport,
}: {
  config: ResourceConfig;
  canCreate: boolean;
  canExport: boolean;
}) {
  const translate = useTranslate();
  const { open } = useDialogParam();
  return (
    <TopToolbar>
      {config.list.filters.some((filter) => !filter.alwaysOn) && <FilterButton />}
      {canCreate && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => open('create')}>
          {translate('framework.create')}
        </Button>
      )}
      <ColumnsMenuButton config={config} />
      {canExport && <ExportCsvButton config={config} />}
    </TopToolbar>
  );
}
