import { Alert, Box, Button, Stack, TextField, Typography, alpha } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { BotDeployConfiguration } from '../../shared/wire/botDeploy';
import type { CustomTabProps } from '../defineArea';
import { useConfigurationEditor, type DiffLine } from './useConfigurationEditor';

const TEXTS = 'resources.botDeployConfigurations.editor';

const lineColour = (kind: DiffLine['kind']) => (theme: Theme) =>
  kind === 'added'
    ? alpha(theme.palette.success.main, 0.15)
    : kind === 'removed'
      ? alpha(theme.palette.error.main, 0.15)
      : 'transparent';

/** A configuration's JSON content: validated while typed, saved on demand, shown against the deployed version. */
export function ConfigurationEditor({ config, record }: CustomTabProps) {
  if (!record) return null;
  // A new record (after saving) starts a fresh editor.
  return (
    <Editor
      key={String(record.updated)}
      route={config.route}
      record={record as unknown as BotDeployConfiguration}
    />
  );
}

function Editor({ route, record }: { route: string; record: BotDeployConfiguration }) {
  const translate = useTranslate();
  const editor = useConfigurationEditor(route, record);
  const invalid = editor.problems.length > 0;
  return (
    <Box component="section" aria-label={translate(`${TEXTS}.title`)} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`${TEXTS}.title`)}
      </Typography>
      <TextField
        label={translate(`${TEXTS}.label`)}
        value={editor.text}
        onChange={(event) => editor.setText(event.target.value)}
        multiline
        minRows={8}
        fullWidth
        error={invalid}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Alert severity={invalid ? 'error' : 'success'} sx={{ mt: 1 }} role={invalid ? 'alert' : 'status'}>
        {invalid ? editor.problems.join(' · ') : translate(`${TEXTS}.valid`)}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          variant="contained"
          disabled={!editor.dirty || invalid || editor.saving}
          onClick={editor.save}
        >
          {translate(`${TEXTS}.save`)}
        </Button>
        <Button disabled={!editor.dirty} onClick={editor.undo}>
          {translate(`${TEXTS}.undo`)}
        </Button>
      </Stack>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        {translate(`${TEXTS}.diff`)}
      </Typography>
      {editor.diff === null ? (
        <Typography color="text.secondary">{translate(`${TEXTS}.never_deployed`)}</Typography>
      ) : editor.diff.every((line) => line.kind === 'same') ? (
        <Typography color="text.secondary">{translate(`${TEXTS}.no_diff`)}</Typography>
      ) : (
        <Box
          component="pre"
          aria-label={translate(`${TEXTS}.diff`)}
          sx={{ m: 0, fontFamily: 'monospace', fontSize: '0.85em', overflowX: 'auto' }}
        >
          {editor.diff.map((line, index) => (
            <Box key={index} component="span" sx={{ display: 'block', bgcolor: lineColour(line.kind) }}>
              {`${line.kind === 'added' ? '+' : line.kind === 'removed' ? '-' : ' '} ${line.text}`}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
