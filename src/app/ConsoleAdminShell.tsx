import { CssBaseline } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { AdminContext, CoreAdminUI, type AdminContextProps, type CoreAdminUIProps } from 'react-admin';
import { ConsoleAuthenticationErrorPage, ConsoleErrorPage } from './ConsoleErrorPage';

export type ConsoleAdminShellProps = Omit<AdminContextProps, 'children'> &
  Omit<CoreAdminUIProps, 'loginPage' | 'authCallbackPage' | 'children'> & {
    notification: ComponentType;
    children: ReactNode;
  };

/**
 * react-admin's `<Admin>` as `AdminContext` + `CoreAdminUI`, without `AdminUI`: its default slots (the login form
 * with react-hook-form, the auth callback, the default layout and loading page) are referenced by its parameter
 * defaults and so land in the first load even when replaced. The console signs in by SSO redirect and brings its own
 * slots, so none of them is needed.
 */
export function ConsoleAdminShell({
  authProvider,
  dataProvider,
  queryClient,
  i18nProvider,
  store,
  theme,
  notification: Notification,
  children,
  ...ui
}: ConsoleAdminShellProps) {
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
        <CoreAdminUI
          error={ConsoleErrorPage}
          authenticationError={ConsoleAuthenticationErrorPage}
          {...ui}
          loginPage={false}
          authCallbackPage={false}
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
