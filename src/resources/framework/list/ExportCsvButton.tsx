import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { format } from 'date-fns';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useStore, useTranslate } from 'react-admin';
import { isSilentError } from '../../../providers/apiError';
import type { ResourceConfig } from '../../types';
import { downloadBlob, exportCsv } from '../csv/exportCsv';
import { useConsoleTimeZone } from '../../../utils/useConsoleTimeZone';
import { columnsStoreKey, ranksStoreKey, visibleColumns } from './columns';

/** Exports (up to EXPORT_ROW_CAP rows) the visible columns of every row matching the current filters and sort as CSV, page by page. */
export function ExportCsvButton({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const timeZone = useConsoleTimeZone();
  const { filterValues, sort, total } = useListContext();
  const [hidden] = useStore<string[] | undefined>(columnsStoreKey(config));
  const [ranks] = useStore<number[] | undefined>(ranksStoreKey(config));
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const result = await exportCsv({
        dataProvider,
        resource: config.route,
        columns: visibleColumns(config, hidden, ranks),
        filter: filterValues,
        sort,
        translate,
        timeZone,
      });
      downloadBlob(result.blob, `${config.name}-${format(new Date(), 'yyyyMMdd-HHmm')}.csv`);
      if (result.count < result.total)
        notify('framework.export_truncated', {
          type: 'warning',
          messageArgs: { count: result.count, total: result.total },
        });
    } catch (error) {
      if (!isSilentError(error))
        notify(error instanceof Error ? error.message : String(error), { type: 'error' });
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
