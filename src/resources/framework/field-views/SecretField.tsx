import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { isSilentError } from '../../../providers/apiError';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import type { FieldDisplayProps, FieldDisplayView } from './fieldView';

const MASK = '••••••••••••';

/**
 * A secret shown masked, with a reveal toggle and a copy button. A value not in the record is fetched through the
 * field's `reveal` call on first reveal or copy, and never before.
 */
export function SecretDisplay({ field, value, record }: FieldDisplayProps<FieldOf<'secret'>>) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [revealed, setRevealed] = useState<string | null | undefined>(
    typeof value === 'string' && value !== '' ? value : undefined,
  );
  const [shown, setShown] = useState(false);

  if (!field.reveal && revealed === undefined) return null;

  const load = async (): Promise<string | null> => {
    if (revealed !== undefined) return revealed;
    if (!record || !resource) return null;
    const { data } = await dataProvider.revealSecret(resource, { id: record.id, source: field.source });
    setRevealed(data);
    return data;
  };
  const failed = (error: unknown) => {
    if (!isSilentError(error))
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
  };
  const toggle = async () => {
    try {
      if (!shown) await load();
      setShown(!shown);
    } catch (error) {
      failed(error);
    }
  };
  const copy = async () => {
    try {
      const secret = await load();
      if (secret === null) return;
      await navigator.clipboard.writeText(secret);
      notify('framework.secret_copied', { type: 'info' });
    } catch (error) {
      failed(error);
    }
  };

  const text = shown ? (revealed ?? translate('framework.secret_not_set')) : MASK;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" data-secret={field.source} sx={{ fontFamily: 'monospace' }}>
        {text}
      </Box>
      <Tooltip title={translate(shown ? 'framework.secret_hide' : 'framework.secret_reveal')}>
        <IconButton
          size="small"
          onClick={toggle}
          aria-label={translate(shown ? 'framework.secret_hide' : 'framework.secret_reveal')}
        >
          {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      {revealed !== null && (
        <Tooltip title={translate('framework.secret_copy')}>
          <IconButton size="small" onClick={copy} aria-label={translate('framework.secret_copy')}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

// Its input (masked, never filled by the browser) loads with the forms: `choiceAndNumberInputs.tsx`.
export const secretView: FieldDisplayView<FieldOf<'secret'>> = { Display: SecretDisplay, showsBlank: true };
