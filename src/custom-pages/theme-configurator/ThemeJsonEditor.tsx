import { Alert, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ThemeConfiguratorController } from './useThemeConfiguratorController';

/** The theme as JSON for experts, checked by the console's theme schema as it is typed. */
export function ThemeJsonEditor({ controller }: { controller: ThemeConfiguratorController }) {
  const translate = useTranslate();
  const { json, jsonProblems, editJson } = controller;
  return (
    <>
      <TextField
        multiline
        minRows={8}
        label={translate('app.themeConfigurator.json')}
        value={json}
        onChange={(event) => editJson(event.target.value)}
        error={jsonProblems.length > 0}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      {jsonProblems.length > 0 && (
        <Alert severity="error">
          {translate('app.themeConfigurator.json_invalid')}{' '}
          {jsonProblems
            .map((problem) => translate(`app.theme.problems.${problem.code}`, { path: problem.path }))
            .join(' · ')}
        </Alert>
      )}
    </>
  );
}
