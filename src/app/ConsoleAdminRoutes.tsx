import { Children, Fragment, isValidElement, useMemo, type ComponentType, type ReactNode } from 'react';
import {
  LogoutOnMount,
  NavigateToFirstResource,
  useAuthState,
  useScrollToTop,
  type CustomRoutesProps,
  type LayoutComponent,
  type LoadingComponent,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';

export interface ConsoleAdminRoutesProps {
  /** `<CustomRoutes>` and `<Resource>` elements, as react-admin's admin takes them (no function child). */
  children: ReactNode;
  layout: LayoutComponent;
  catchAll: ComponentType;
  loading: LoadingComponent;
  authenticationError: ComponentType;
  accessDenied: ComponentType;
}

interface AdminRoutes {
  withLayout: ReactNode[];
  withoutLayout: ReactNode[];
  resources: ReactNode[];
}

type Named = { raName?: string };

/** The admin's children sorted as react-admin sorts them (`useConfigureAdminRouterFromChildren`). */
export function adminRoutes(
  children: ReactNode,
  into: AdminRoutes = { withLayout: [], withoutLayout: [], resources: [] },
) {
  Children.forEach(children, (child) => {
    if (!isValidElement<{ children?: ReactNode; name?: string }>(child)) return;
    if (child.type === Fragment) return void adminRoutes(child.props.children, into);
    const name = (child.type as Named).raName;
    if (name === 'CustomRoutes') {
      const { noLayout, children: routes } = child.props as CustomRoutesProps;
      (noLayout ? into.withoutLayout : into.withLayout).push(routes);
    } else if (name === 'Resource') {
      into.resources.push(<Route key={child.props.name} path={`${child.props.name}/*`} element={child} />);
    }
  });
  return into;
}

/**
 * react-admin's `CoreAdminRoutes` (same routes, same order, same session rule) for children known when rendered.
 * react-admin's reads them again in an effect after mounting and renders the routes, the layout and the open page a
 * second time; it also registers every resource, which `StaticResourceDefinitions` does once instead.
 */
export function ConsoleAdminRoutes({
  children,
  layout: Layout,
  catchAll: CatchAll,
  loading: LoadingPage,
  authenticationError: AuthenticationError,
  accessDenied: AccessDenied,
}: ConsoleAdminRoutesProps) {
  useScrollToTop();
  const { withLayout, withoutLayout, resources } = useMemo(() => adminRoutes(children), [children]);
  // Not signed out on failure, so that the routes without layout (the sign-in callbacks) stay reachable.
  const { authenticated, isPending } = useAuthState(undefined, false);
  if (isPending || !authenticated) {
    return (
      <Routes>
        {withoutLayout}
        <Route
          path="*"
          element={
            isPending ? (
              <div style={{ height: '100vh' }}>
                <LoadingPage />
              </div>
            ) : (
              <LogoutOnMount />
            )
          }
        />
      </Routes>
    );
  }
  return (
    <Routes>
      {withoutLayout}
      <Route
        path="/*"
        element={
          <Layout>
            <Routes>
              {withLayout}
              {resources}
              <Route path="/" element={<NavigateToFirstResource loading={LoadingPage} />} />
              <Route path="/authentication-error" element={<AuthenticationError />} />
              <Route path="/access-denied" element={<AccessDenied />} />
              <Route path="*" element={<CatchAll />} />
            </Routes>
          </Layout>
        }
      />
    </Routes>
  );
}
