import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useGetOne, useNotify, useRefresh, useTranslate } from 'react-admin';
import { errorMessage, isSilentError } from '../../providers/apiError';
import { CONTACT_IMPORT_BODY } from '../../shared/campaignBodies';
import { TaskStatus } from '../../shared/enumerations';
import { bodySchemaErrors } from '../../shared/validation/bodySchema';
import type { ContactImport } from '../../shared/wire/campaigns';
import type { CustomTabProps } from '../defineArea';
import { useRunAction } from '../framework/actions/useRunAction';
import { useResourceConfig } from '../framework/ResourceRegistryContext';
import { useAllowed } from '../framework/useAllowed';
import { ContactImportReport } from './ContactImportReport';

const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });

const running = (status: number | undefined) =>
  status === undefined || status === TaskStatus.NEW || status === TaskStatus.RUNNING;

/**
 * The contacts tab's import (the export is the tab's own action, above it): a CSV file goes to the contacts' `import`
 * action (a background task), then its report shows here as soon as the task ends: how many contacts came in and
 * every refused row with its reason.
 */
export function CampaignContactsImport({ record }: CustomTabProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const inputId = useId();
  const contacts = useResourceConfig('campaignContacts');
  const run = useRunAction(contacts ?? ({} as never));
  const allowed = useAllowed(contacts?.route ?? '', ['action:import']);
  const [idImport, setIdImport] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const report = useGetOne<ContactImport>(
    'campaignContactImports',
    { id: idImport ?? 0 },
    {
      enabled: idImport !== undefined,
      refetchInterval: (query) => (running(query.state.data?.status) ? 1000 : false),
    },
  );
  const action = contacts?.actions.find((item) => item.name === 'import');
  const refresh = useRefresh();
  const finished = report.data !== undefined && !running(report.data.status);
  // The imported contacts join the list below once the task has ended.
  useEffect(() => {
    if (finished) refresh();
  }, [finished, refresh]);
  if (!record) return null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !action) return;
    setProblem(undefined);
    try {
      const content = await readText(file);
      // The import call's own body schema: a file the platform would refuse is not sent (issue 31.5).
      const [refused] = Object.values(
        bodySchemaErrors(CONTACT_IMPORT_BODY, { fileName: file.name, content }),
      );
      if (refused) {
        setProblem(refused);
        return;
      }
      const { result } = await run(action, {
        id: record.id,
        record: { id: record.id },
        title: file.name,
        data: { fileName: file.name, content },
      });
      if (typeof result === 'number') setIdImport(result);
    } catch (error) {
      if (!isSilentError(error)) {
        const message = errorMessage(error);
        setProblem(message);
        notify(message, { type: 'error' });
      }
    }
  };

  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {action && allowed?.['action:import'] && (
          <Button component="label" htmlFor={inputId} startIcon={<UploadFileIcon />}>
            {translate('resources.campaigns.import.choose')}
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              hidden
              onChange={(event) => void choose(event)}
            />
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.campaigns.import.hint')}
      </Typography>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {report.data && <ContactImportReport report={report.data} running={running(report.data.status)} />}
    </Stack>
  );
}
