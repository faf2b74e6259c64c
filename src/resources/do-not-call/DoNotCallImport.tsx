import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage, isSilentError } from '../../providers/apiError';
import { DNC_IMPORT_BODY } from '../../shared/doNotCallRules';
import { bodySchemaErrors } from '../../shared/validation/bodySchema';
import type { DoNotCallImportResult } from '../../shared/wire/doNotCall';
import type { CustomTabProps } from '../defineArea';
import { useRunAction } from '../framework/actions/useRunAction';
import { useResourceConfig } from '../framework/ResourceRegistryContext';
import { useAllowed } from '../framework/useAllowed';
import { FileChooseButton } from '../../utils/FileChooseButton';

const isResult = (value: unknown): value is DoNotCallImportResult =>
  typeof value === 'object' && value !== null && 'added' in value && 'updated' in value;

/**
 * A list's CSV import: the file goes to the numbers' `importNumbers` action, which takes every row or none; the
 * answer (numbers added and updated) or the refusal with the bad lines shows here.
 */
export function DoNotCallImport({ record }: CustomTabProps) {
  const translate = useTranslate();
  const numbers = useResourceConfig('doNotCallNumbers');
  const run = useRunAction(numbers ?? ({} as never));
  const allowed = useAllowed(numbers?.route ?? '', ['action:importNumbers']);
  const [outcome, setOutcome] = useState<{ text: string; ok: boolean }>();
  const action = numbers?.actions.find((item) => item.name === 'importNumbers');
  if (!record || !action || !allowed?.['action:importNumbers']) return null;
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.doNotCallLists.import.${key}`, options);

  const choose = async (file: File) => {
    setOutcome(undefined);
    try {
      const content = await file.text();
      const [refused] = Object.values(bodySchemaErrors(DNC_IMPORT_BODY, { fileName: file.name, content }));
      if (refused) return setOutcome({ text: refused, ok: false });
      const { result } = await run(action, {
        id: record.id,
        record: { id: record.id },
        title: file.name,
        data: { fileName: file.name, content },
      });
      if (isResult(result))
        setOutcome({
          ok: true,
          text: t('done', {
            name: file.name,
            added: t('added', { smart_count: result.added }),
            updated: t('updated', { smart_count: result.updated }),
          }),
        });
    } catch (error) {
      if (!isSilentError(error)) setOutcome({ text: errorMessage(error), ok: false });
    }
  };

  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <div>
        <FileChooseButton label={t('choose')} accept=".csv,text/csv" onFile={(file) => void choose(file)} />
      </div>
      <Typography variant="body2" color="text.secondary">
        {t('hint')}
      </Typography>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
    </Stack>
  );
}
