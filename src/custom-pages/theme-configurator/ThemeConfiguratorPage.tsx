import { Box, Button, Stack } from '@mui/material';
import { Confirm, Loading, useTranslate } from 'react-admin';
import { useConsoleTheme } from '../../app/theme/ConsoleThemeProvider';
import type { PageProps } from '../definePage';
import { ThemeForm } from './ThemeForm';
import { ThemeJsonEditor } from './ThemeJsonEditor';
import { ThemeShellPreview } from './ThemeShellPreview';
import { contentOf } from './themeDraft';
import { useThemeConfiguratorController } from './useThemeConfiguratorController';

const TEXTS = 'app.themeConfigurator';

/** /administration/theme-configurator (Settings/modify-theme): waits for the saved theme, then the configurator. */
export function ThemeConfiguratorPage(_props: PageProps) {
  const { configuration } = useConsoleTheme();
  return configuration ? <ThemeConfigurator /> : <Loading />;
}

function ThemeConfigurator() {
  const translate = useTranslate();
  const controller = useThemeConfiguratorController();
  const { valid, busy, confirming } = controller;
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ p: 2 }} alignItems="flex-start">
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <ThemeForm controller={controller} />
        <ThemeJsonEditor controller={controller} />
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Button variant="contained" disabled={!valid || busy} onClick={() => controller.ask('save')}>
            {translate(`${TEXTS}.save`)}
          </Button>
          <Button variant="outlined" disabled={!valid} onClick={controller.startPreview}>
            {translate(`${TEXTS}.start_preview`)}
          </Button>
          <Button color="error" disabled={busy} onClick={() => controller.ask('reset')}>
            {translate(`${TEXTS}.reset`)}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%', position: { lg: 'sticky' }, top: { lg: 80 } }}>
        <ThemeShellPreview content={contentOf(controller.draft)} />
      </Box>
      <Confirm
        isOpen={confirming !== null}
        loading={busy}
        title={`${TEXTS}.${confirming === 'reset' ? 'reset' : 'save'}`}
        content={`${TEXTS}.${confirming === 'reset' ? 'confirm_reset' : 'confirm_save'}`}
        onConfirm={controller.confirm}
        onClose={() => controller.ask(null)}
      />
    </Stack>
  );
}
