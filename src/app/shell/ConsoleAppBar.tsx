import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, type AppBarProps } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { KeyboardShortcuts } from '../keyboard/KeyboardShortcuts';
import { SearchEverywhere } from '../search/SearchEverywhere';
import { useConsoleTheme } from '../theme/ConsoleThemeProvider';
import { ConsoleTimeZone } from './ConsoleTimeZone';
import { NotificationBell } from './NotificationBell';
import { ProfileMenu } from './ProfileMenu';
import { SectionTabs } from './SectionTabs';
import { useCompactShell } from './useCompactShell';

/**
 * The top bar (SPEC §1): themed logo, section tabs (in the menu drawer in a narrow window), search everywhere and
 * the keyboard shortcuts (issue 36), console time zone, notification bell and profile menu.
 */
export function ConsoleAppBar(props: AppBarProps) {
  const { theme } = useConsoleTheme();
  const compact = useCompactShell();
  const logo = theme.logos.console;
  return (
    <AppBar
      {...props}
      alwaysOn
      color="primary"
      userMenu={<ProfileMenu />}
      toolbar={
        <>
          <SearchEverywhere compact={compact} />
          <KeyboardShortcuts />
          <LoadingIndicator />
          <ConsoleTimeZone />
          <NotificationBell />
        </>
      }
    >
      <Box
        component={RouterLink}
        to="/"
        aria-label={theme.title}
        sx={{ display: 'flex', alignItems: 'center', mr: 2, color: 'inherit' }}
      >
        {/* Lazy: an SVG logo is read into a document of its own on the main thread, after the first frame rather than
            before it (its size is fixed, so nothing moves when it arrives). */}
        <img src={logo.source} width={logo.width} height={logo.height} alt={theme.title} loading="lazy" />
      </Box>
      {!compact && <SectionTabs />}
      <Box sx={{ flex: 1 }} />
    </AppBar>
  );
}
