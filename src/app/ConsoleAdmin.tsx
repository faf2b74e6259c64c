import { useState } from 'react';
import { Admin, CustomRoutes, memoryStore } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { AuthCallbackPage } from '../custom-pages/sign-in/AuthCallbackPage';
import { AuthRefreshPage } from '../custom-pages/sign-in/AuthRefreshPage';
import { NotAuthorizedPage } from '../custom-pages/errors/NotAuthorizedPage';
import { NotFoundPage } from '../custom-pages/errors/NotFoundPage';
import { SignInLoadingPage } from '../custom-pages/sign-in/SignInLoadingPage';
import { i18nProvider } from '../providers/i18nProvider';
import { renderResource } from '../resources/framework/renderResource';
import { ResourceRegistryProvider } from '../resources/framework/ResourceRegistryContext';
import type { ResourceConfig } from '../resources/types';
import type { RuntimeConfig } from '../types/api';
import { AccessDeniedRedirect } from './AccessDeniedRedirect';
import { AppLayout } from './AppLayout';
import type { ConsoleServices } from './createServices';

/** Where the root redirects (SPEC §2). */
export const HOME_PATH = '/flows';

export interface ConsoleAdminProps {
  config: RuntimeConfig;
  registry: readonly ResourceConfig[];
  services: Pick<ConsoleServices, 'authProvider' | 'dataProvider'>;
}

/**
 * The react-admin application; expects to be inside a router. Sign-in is the SSO redirect started by `checkAuth`,
 * so there is no login page, and the callback addresses are layout-less routes taken from the runtime config.
 */
export function ConsoleAdmin({ config, registry, services }: ConsoleAdminProps) {
  // In memory: list parameters live in the URL and the SPEC fixes which local-storage keys exist (SPEC §9).
  const [store] = useState(() => memoryStore());
  return (
    <ResourceRegistryProvider registry={registry}>
      <Admin
        authProvider={services.authProvider}
        dataProvider={services.dataProvider}
        i18nProvider={i18nProvider}
        store={store}
        requireAuth
        loginPage={false}
        authCallbackPage={false}
        loading={SignInLoadingPage}
        layout={AppLayout}
        catchAll={NotFoundPage}
        accessDenied={AccessDeniedRedirect}
        title={i18nProvider.translate('app.name')}
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
          <Route path={config.sso.redirectPath} element={<AuthCallbackPage />} />
          <Route path={config.sso.silentRedirectPath} element={<AuthRefreshPage />} />
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/not-authorized" element={<NotAuthorizedPage />} />
        </CustomRoutes>
        {registry.map(renderResource)}
      </Admin>
    </ResourceRegistryProvider>
  );
}
