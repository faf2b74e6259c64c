import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { useShellServices } from '../../app/ConsoleServicesContext';
import { canAccessAll, type PermissionRequirement } from '../../providers/canAccess';
import type { BackgroundTask } from '../../types/api';

/** A list the dev platform exports as a background CSV task (`POST /home/exports`). */
interface ExportOffer {
  label: string;
  path: string;
  columns: { source: string; label: string }[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  requirements: readonly PermissionRequirement[];
}

const OFFERS: readonly ExportOffer[] = [
  {
    label: 'app.tasks.export_audit_log',
    path: '/administration/audit-log',
    columns: [
      { source: 'time', label: 'Time' },
      { source: 'action', label: 'Action' },
      { source: 'entity', label: 'Entity' },
      { source: 'entityId', label: 'Entity id' },
      { source: 'username', label: 'User' },
      { source: 'detail', label: 'Detail' },
    ],
    sort: { field: 'time', order: 'DESC' },
    requirements: [{ area: 'Auditlog', action: 'view' }],
  },
  {
    label: 'app.tasks.export_dial_logs',
    path: '/calls-management/dial-logs',
    columns: [
      { source: 'start', label: 'Start' },
      { source: 'lineName', label: 'Line' },
      { source: 'campaignName', label: 'Campaign' },
      { source: 'flowName', label: 'Flow' },
      { source: 'caller', label: 'Caller' },
      { source: 'callee', label: 'Callee' },
      { source: 'duration', label: 'Duration (s)' },
      { source: 'result', label: 'Result' },
    ],
    sort: { field: 'start', order: 'DESC' },
    requirements: [{ area: 'Line', action: 'view' }],
  },
];

/** Buttons starting CSV exports of large lists as background tasks; the bell follows them and offers the file. */
export function ExportActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const { httpClient, config } = useShellServices();
  const { permissions } = usePermissions();
  const [busy, setBusy] = useState<string | null>(null);
  const offers = OFFERS.filter((offer) => canAccessAll(permissions, offer.requirements));
  if (offers.length === 0) return null;

  const start = async (offer: ExportOffer) => {
    setBusy(offer.path);
    try {
      await httpClient<BackgroundTask>(`${config.coreApiUrl}/home/exports`, {
        method: 'POST',
        body: { path: offer.path, filter: {}, sort: offer.sort, columns: offer.columns },
      });
      notify('app.tasks.export_started', { type: 'info' });
    } catch (error) {
      // SPEC §8: 'Error ({status}) - {error}' as the API client words it.
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      {offers.map((offer) => (
        <Button
          key={offer.path}
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={busy !== null}
          onClick={() => void start(offer)}
        >
          {translate(offer.label)}
        </Button>
      ))}
    </Stack>
  );
}
