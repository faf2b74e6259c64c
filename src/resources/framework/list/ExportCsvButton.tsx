import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useStore, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { errorMessage, isSilentError } from '../../../providers/apiError';
import type { ResourceConfig } from '../../types';
import { useConsoleTimeZone } from '../../../utils/useConsoleTimeZone';
import { columnsStoreKey, ranksStoreKey, visibleColumns } from './columns';
import { exportLayout } from './exportColumns';
import { listFilter } from '../../../providers/resourceCalls';
import { useRouteParams } from '../useRouteParams';

/**
 * Exports every row matching the current filters and sort, with the visible columns as the list shows them, as a
 * background task of the platform: one export path for lists of any size, followed in the bell, which offers the file.
 */
export function ExportCsvButton({
  config,
  filter,
  path,
}: {
  config: ResourceConfig;
  /** Filters beyond the list's own (a related list's relation to the shown record). */
  filter?: Record<string, unknown>;
  /** The list's call when not the resource's own (a related list's `apiPath`). */
  path?: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const timeZone = useConsoleTimeZone();
  const { filterValues, sort, total } = useListContext();
  const params = useRouteParams(config);
  const [hidden] = useStore<string[] | undefined>(columnsStoreKey(config));
  const [ranks] = useStore<number[] | undefined>(ranksStoreKey(config));
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      await dataProvider.startExport({
        path: path ?? config.api.list.path,
        // The rows as listed: the list's permanent filter and route filters (a folder's flows) as its calls send them.
        filter: listFilter(config, { ...filterValues, ...filter }, params),
        sort: sort.field ? { field: sort.field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' } : undefined,
        ...exportLayout(visibleColumns(config, hidden, ranks), translate),
        timeZone,
      });
      notify('app.tasks.export_started', { type: 'info' });
    } catch (error) {
      if (!isSilentError(error)) notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={run} disabled={busy || total === 0}>
      {translate('framework.export')}
    </Button>
  );
}
