import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConsoleTheme } from '../theme/ConsoleThemeProvider';

/** A visible warning when the configured theme was refused, and the banner of theme preview mode (SPEC §4). */
export function ThemeNotices() {
  const translate = useTranslate();
  const { problems, warnings, previewOn, stopPreview } = useConsoleTheme();
  return (
    <>
      {previewOn && (
        <Alert
          severity="info"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={stopPreview}>
              {translate('app.theme.stop_preview')}
            </Button>
          }
        >
          {translate('app.theme.preview_on')}
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <AlertTitle>{translate('app.theme.invalid')}</AlertTitle>
          {problems
            .map((problem) => translate(`app.theme.problems.${problem.code}`, { path: problem.path }))
            .join(' · ')}
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {warnings
            .map((warning) =>
              warning.kind === 'as-text'
                ? translate('app.a11y.contrast_as_text', { ...warning })
                : translate('app.a11y.contrast_fallback', {
                    path: warning.path,
                    ratio: warning.ratio,
                    text: translate(`app.a11y.text_${warning.text === '#ffffff' ? 'white' : 'black'}`),
                  }),
            )
            .join(' · ')}
        </Alert>
      )}
    </>
  );
}
