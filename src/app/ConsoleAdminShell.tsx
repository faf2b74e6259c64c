import { CssBaseline, GlobalStyles } from '@mui/material';
import { useState, type ComponentType, type ErrorInfo } from 'react';
import { consoleClassRules } from './theme/consoleClasses';
import {
  AdminContext,
  DefaultTitleContextProvider,
  type AdminContextProps,
  type TitleComponent,
} from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';
import { ConsoleAdminRoutes, type ConsoleAdminRoutesProps } from './ConsoleAdminRoutes';
import { ConsoleAuthenticationErrorPage, ConsoleErrorPage } from './ConsoleErrorPage';
import { StaticResourceDefinitions } from './StaticResourceDefinitions';

export type ConsoleAdminShellProps = Omit<AdminContextProps, 'children'> &
  Omit<ConsoleAdminRoutesProps, 'authenticationError'> & {
    title: TitleComponent;
    notification: ComponentType;
  };

/**
 * react-admin's `<Admin>` as `AdminContext` + its UI (`CoreAdminUI`: the default title, an error boundary around the
 * routes), without `AdminUI`: its default slots (the login form with react-hook-form, the auth callback, the default
 * layout and loading page) are referenced by its parameter defaults and so land in the first load even when
 * replaced. The console signs in by SSO redirect, always requires a session and brings its own slots and routes
 * ({@link ConsoleAdminRoutes}).
 */
export function ConsoleAdminShell({
  authProvider,
  dataProvider,
  queryClient,
  i18nProvider,
  store,
  theme,
  title,
  notification: Notification,
  children,
  ...routes
}: ConsoleAdminShellProps) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>({});
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <GlobalStyles styles={consoleClassRules} />
        <StaticResourceDefinitions resources={children}>
          <DefaultTitleContextProvider value={title}>
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <div style={{ minHeight: '100vh' }}>
                  <ConsoleErrorPage
                    error={error as Error}
                    errorInfo={errorInfo}
                    resetErrorBoundary={resetErrorBoundary}
                  />
                </div>
              )}
            >
              <ConsoleAdminRoutes {...routes} authenticationError={ConsoleAuthenticationErrorPage}>
                {children}
              </ConsoleAdminRoutes>
            </ErrorBoundary>
          </DefaultTitleContextProvider>
        </StaticResourceDefinitions>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
