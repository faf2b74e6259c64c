import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import {
  useDataProvider,
  useNotify,
  usePermissions,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { errorMessage, isSilentError } from '../../providers/apiError';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { auditLogResource } from '../../resources/audit-log/auditLogResource';
import { visibleColumns } from '../../resources/framework/list/columns';
import { exportColumns } from '../../resources/framework/list/exportColumns';
import { ENUMERATIONS } from '../../shared/enumerations';
import { canAccessAll, type PermissionRequirement } from '../../shared/permissions';
import type { ExportRequest } from '../../shared/wire/home';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';

/** A list the platform exports as a background CSV task, with the columns its list shows. */
interface ExportOffer {
  label: string;
  requirements: readonly PermissionRequirement[];
  request(translate: TranslateFunction): Omit<ExportRequest, 'timeZone'>;
}

const OFFERS: readonly ExportOffer[] = [
  {
    label: 'app.tasks.export_audit_log',
    requirements: auditLogResource.permissions.export ?? [],
    // The same file as the audit log list's own export with its default columns and no filter.
    request: (translate) => ({
      path: auditLogResource.api.list.path,
      sort: auditLogResource.list.defaultSort,
      columns: exportColumns(visibleColumns(auditLogResource, undefined, undefined), translate),
    }),
  },
  {
    // Until dial logs are a resource with a list of their own (issue 8, telephony).
    label: 'app.tasks.export_dial_logs',
    requirements: [{ area: 'Line', action: 'view' }],
    request: (translate) => {
      const text = (source: string) => ({ source, label: translate(`app.tasks.dial_logs.${source}`) });
      return {
        path: '/calls-management/dial-logs',
        sort: { field: 'start', order: 'DESC' },
        columns: [
          { ...text('start'), type: 'datetime' },
          ...['lineName', 'campaignName', 'flowName', 'caller', 'callee'].map(text),
          { ...text('duration'), type: 'duration' },
          {
            ...text('result'),
            type: 'enum',
            choices: ENUMERATIONS.callResult.values.map(({ key, value }) => ({
              value,
              label: translate(`enums.callResult.${key}`),
            })),
          },
        ],
      };
    },
  },
];

/** Buttons starting CSV exports of large lists as background tasks; the bell follows them and offers the file. */
export function ExportActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const timeZone = useConsoleTimeZone();
  const { permissions } = usePermissions();
  const [busy, setBusy] = useState(false);
  const offers = OFFERS.filter((offer) => canAccessAll(permissions, offer.requirements));
  if (offers.length === 0) return null;

  const start = async (offer: ExportOffer) => {
    setBusy(true);
    try {
      await dataProvider.startExport({ ...offer.request(translate), timeZone });
      notify('app.tasks.export_started', { type: 'info' });
    } catch (error) {
      // SPEC §8: 'Error ({status}) - {error}' as the API client words it.
      if (!isSilentError(error)) notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      {offers.map((offer) => (
        <Button
          key={offer.label}
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={busy}
          onClick={() => void start(offer)}
        >
          {translate(offer.label)}
        </Button>
      ))}
    </Stack>
  );
}
