import { AppBar, Box, Button, Chip, Paper, Stack, Toolbar, Typography } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { buildMuiTheme } from '../../app/theme/consoleThemeOptions';
import { parseThemeContent } from '../../shared/themeSchema';
import { THEME_COLOR_KEYS } from '../../shared/defaultTheme';

/**
 * A small copy of the console shell (top bar with logo and title, buttons and chips in the themed colours) drawn
 * with the draft theme. An invalid draft shows the default theme, as the console would.
 */
export function ThemeShellPreview({ content }: { content: string }) {
  const translate = useTranslate();
  const { theme, muiTheme } = useMemo(() => {
    const parsed = parseThemeContent(content);
    return { theme: parsed.theme, muiTheme: buildMuiTheme(parsed.theme).muiTheme };
  }, [content]);
  const logo = theme.logos.console;
  return (
    <ThemeProvider theme={muiTheme}>
      <Paper
        variant="outlined"
        sx={{ overflow: 'hidden' }}
        role="region"
        aria-label={translate('app.themeConfigurator.preview')}
      >
        <AppBar position="static" color="primary" elevation={0} data-testid="theme-preview-bar">
          <Toolbar variant="dense" sx={{ gap: 1 }}>
            <img src={logo.source} alt={theme.title} width={logo.width} height={logo.height} />
            <Typography variant="h6" component="span">
              {theme.title}
            </Typography>
          </Toolbar>
        </AppBar>
        <Stack spacing={2} sx={{ p: 2 }}>
          <Typography>{translate('app.themeConfigurator.preview_text')}</Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            <Button variant="contained">{translate('app.themeConfigurator.preview_button')}</Button>
            <Button variant="outlined" color="secondary">
              {translate('app.themeConfigurator.preview_button')}
            </Button>
          </Stack>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {THEME_COLOR_KEYS.map((key) => (
              <Chip key={key} color={key} label={translate(`app.themeConfigurator.colour.${key}`)} />
            ))}
          </Box>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
