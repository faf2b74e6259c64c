import { isValidElement } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { adminRoutes } from './ConsoleAdminRoutes';

const List = () => null;

describe('adminRoutes', () => {
  it('sorts the admin’s children as react-admin does, fragments included', () => {
    const sorted = adminRoutes(
      <>
        <CustomRoutes noLayout>
          <Route path="/auth-callback" element={null} />
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/billing" element={null} />
        </CustomRoutes>
        <>
          <Resource name="flows" list={List} />
          {null}
          <Resource name="administration/tenants" list={List} />
        </>
        text is ignored
      </>,
    );
    expect(sorted.withoutLayout).toHaveLength(1);
    expect(sorted.withLayout).toHaveLength(1);
    const routes = sorted.resources.filter(isValidElement<{ path: string }>);
    // Each resource answers its own address and every address below it.
    expect(routes.map((route) => route.props.path)).toEqual(['flows/*', 'administration/tenants/*']);
  });

  it('finds nothing in an empty admin', () => {
    expect(adminRoutes(null)).toEqual({ withLayout: [], withoutLayout: [], resources: [] });
  });
});
