import { styled } from '@mui/material/styles';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Loading, SkipNavigationButton } from 'react-admin';
import { ConsoleErrorPage } from './ConsoleErrorPage';
import { ConsoleSidebar } from './ConsoleSidebar';

/**
 * react-admin's `Layout` frame (same class names and styles, so theme overrides keep applying) with the console's
 * app bar, menu and error page. Not `Layout` itself: its default app bar, menu, error page and preferences
 * inspector are imported by its parameter defaults and would stay in the first load although replaced.
 */
export function ConsoleLayoutFrame({
  appBar: AppBar,
  menu: Menu,
  children,
}: {
  appBar: ComponentType<{ alwaysOn?: boolean }>;
  menu: ComponentType;
  children: ReactNode;
}) {
  return (
    <Frame className="layout">
      <SkipNavigationButton />
      <div className={classes.appFrame}>
        <AppBar alwaysOn />
        <main className={classes.contentWithSidebar}>
          <ConsoleSidebar>
            <Menu />
          </ConsoleSidebar>
          <div id="main-content" className={classes.content}>
            <ErrorBoundary
              fallbackRender={({ error, resetErrorBoundary }) => (
                <ConsoleErrorPage error={error as Error} resetErrorBoundary={resetErrorBoundary} />
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Frame>
  );
}

const PREFIX = 'RaLayout';
const classes = {
  appFrame: `${PREFIX}-appFrame`,
  contentWithSidebar: `${PREFIX}-contentWithSidebar`,
  content: `${PREFIX}-content`,
};

const Frame = styled('div', { name: PREFIX, overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    zIndex: 1,
    // Beside the footer in the page column (react-admin's layout alone takes the whole viewport height).
    minHeight: 0,
    flex: 1,
    backgroundColor: (theme.vars || theme).palette.background.default,
    position: 'relative',
    minWidth: 'fit-content',
    width: '100%',
    [`& .${classes.appFrame}`]: {
      display: 'flex',
      flexDirection: 'column',
      flexGrow: 1,
      marginTop: theme.spacing(6),
      [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
    },
    [`& .${classes.contentWithSidebar}`]: {
      display: 'flex',
      flexGrow: 1,
      transition: theme.transitions.create('margin', {
        easing: theme.transitions.easing.easeOut,
        duration: theme.transitions.duration.enteringScreen,
      }),
    },
    [`& .${classes.content}`]: {
      backgroundColor: (theme.vars || theme).palette.background.default,
      zIndex: 2,
      display: 'flex',
      flexDirection: 'column',
      flexGrow: 1,
      flexBasis: 0,
      padding: 0,
      [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
    },
  }),
);
