import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RELEASE } from '../release';
import { useConsoleTheme } from '../theme/ConsoleThemeProvider';

/** SPEC §1: the footer is 60 high. */
export const FOOTER_HEIGHT = 60;

/** The footer: copyright with the themed company title and the release (SPEC §1). */
export function ConsoleFooter() {
  const translate = useTranslate();
  const { theme } = useConsoleTheme();
  return (
    <Box
      component="footer"
      sx={{
        height: FOOTER_HEIGHT,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.shell.copyright', {
          year: new Date().getFullYear(),
          title: theme.title,
          release: RELEASE,
        })}
      </Typography>
    </Box>
  );
}
