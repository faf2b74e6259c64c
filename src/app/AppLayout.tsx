import { Box, Typography } from '@mui/material';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Layout, useAuthProvider, useLoading, type LayoutProps } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ConsoleAuthProvider } from '../providers/authProvider';
import { createObservable } from '../providers/observable';
import { ConsoleErrorPage } from './ConsoleErrorPage';
import { useRememberedLanguage } from './language/languagePreference';
import { LeaveGuardProvider } from '../resources/framework/forms/LeaveGuard';
import { PageHeadingSlot, usePageHeadingSlot } from '../utils/PageHeading';
import { viewDownloads } from '../utils/lazyView';
import { ConsoleAppBar } from './shell/ConsoleAppBar';
import { LiveSession } from './live/LiveSession';
import { ConsoleFooter } from './shell/ConsoleFooter';
import { PasswordExpiryWarning } from './shell/PasswordExpiryWarning';
import { SectionMenu } from './shell/SectionMenu';
import { SigningOutScreen } from './shell/SigningOutScreen';
import { ThemeNotices } from './shell/ThemeNotices';
import { SignedInTheme } from './theme/SignedInTheme';
import { SessionMonitor } from './SessionMonitor';
import { SilentRenewErrorNotifier } from './SilentRenewErrorNotifier';

/** SPEC §9: content max width 1200. */
export const CONTENT_MAX_WIDTH = 1200;

const notSigningOut = createObservable(false);

/**
 * The signed-in page frame: top bar, section menu, notices, the page title (react-admin's `<Title>` portals into
 * the h1) and the page, at most 1200 wide, above the footer. While signing out, only a "Signing out…" screen.
 */
export function AppLayout({ children }: LayoutProps) {
  const signingOut = useAuthProvider<ConsoleAuthProvider>()?.signingOut ?? notSigningOut;
  const isSigningOut = useSyncExternalStore(signingOut.subscribe, signingOut.get);
  const { slot: headingSlot, attach: attachHeading } = usePageHeadingSlot();
  useRememberedLanguage();
  if (isSigningOut) return <SigningOutScreen />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Layout
        appBar={ConsoleAppBar}
        appBarAlwaysOn
        menu={SectionMenu}
        error={ConsoleErrorPage}
        sx={BESIDE_FOOTER}
      >
        <LeaveGuardProvider>
          <SilentRenewErrorNotifier />
          <SessionMonitor />
          <LiveSession />
          <SignedInTheme />
          <ContentColumn>
            <PasswordExpiryWarning />
            <ThemeNotices />
            <Typography
              ref={attachHeading}
              id="react-admin-title"
              component="h1"
              variant="h5"
              sx={{ mt: 2, mb: 1, '&:empty': { display: 'none' } }}
            />
            <PageHeadingSlot value={headingSlot}>{children}</PageHeadingSlot>
          </ContentColumn>
        </LeaveGuardProvider>
      </Layout>
      <ConsoleFooter />
    </Box>
  );
}

/** In the page column above the footer (react-admin's layout alone takes the whole viewport height). */
const BESIDE_FOOTER = { minHeight: 0, flex: 1 } as const;

/**
 * The content column, at most 1200 wide. It reads the location and the loading state itself: a navigation (a list's
 * next page) or a fetch re-renders this box only, not the whole frame (top bar, menu), whose elements it receives.
 */
function ContentColumn({ children }: { children: ReactNode }) {
  // Assistive technology (and the accessibility sweep) learn from `aria-busy` when the page has settled: its data and
  // its code are in.
  const loading = useLoading();
  const downloading = useSyncExternalStore(viewDownloads.subscribe, viewDownloads.get) > 0;
  const location = useLocation();
  return (
    <Box
      aria-busy={loading || downloading}
      data-console-location={location.pathname + location.search}
      sx={CONTENT_COLUMN}
    >
      {children}
    </Box>
  );
}

const CONTENT_COLUMN = {
  width: '100%',
  maxWidth: CONTENT_MAX_WIDTH,
  mx: 'auto',
  display: 'flex',
  flexDirection: 'column',
} as const;
