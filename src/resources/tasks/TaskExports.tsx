import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { canAccessAll } from '../../providers/canAccess';
import type { ExportRequest } from '../../providers/api/homeApi';
import { EXPORT_OFFERS } from './exportOffers';

/** Beside the tasks list: buttons starting CSV exports of large lists as tasks; the bell follows them. */
export function TaskExports() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { permissions } = usePermissions();
  const start = useMutation({
    mutationFn: (request: ExportRequest) => dataProvider.startExport(request),
    onSuccess: () => notify('app.tasks.export_started', { type: 'info' }),
    // SPEC §8: 'Error ({status}) - {error}' as the API client words it.
    onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
  });
  const offers = EXPORT_OFFERS.filter((offer) => canAccessAll(permissions, offer.requirements));
  if (offers.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ ml: 2, mt: 1, flexShrink: 0 }}>
      {offers.map((offer) => (
        <Button
          key={offer.request.path}
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={start.isPending}
          onClick={() => start.mutate(offer.request)}
        >
          {translate(offer.label)}
        </Button>
      ))}
    </Stack>
  );
}
