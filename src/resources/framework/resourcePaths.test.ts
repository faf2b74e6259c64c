import { detailPath, isDefaultTabAlias, listPath } from './resourcePaths';

describe('resource paths', () => {
  const tenants = { route: 'administration/tenants' };

  it('builds list and detail paths from the route', () => {
    expect(listPath(tenants)).toBe('/administration/tenants');
    expect(detailPath(tenants, 5)).toBe('/administration/tenants/detail/5/overview');
    expect(detailPath(tenants, 5, 'users')).toBe('/administration/tenants/detail/5/users');
  });

  it('encodes ids so they stay one path segment', () => {
    expect(detailPath({ route: 'flows' }, 'a/b c')).toBe('/flows/detail/a%2Fb%20c/overview');
  });

  it('treats empty and basic sub-paths as the default tab', () => {
    expect(isDefaultTabAlias('')).toBe(true);
    expect(isDefaultTabAlias('basic')).toBe(true);
    expect(isDefaultTabAlias('basic/')).toBe(true);
    expect(isDefaultTabAlias('overview')).toBe(false);
    expect(isDefaultTabAlias('history')).toBe(false);
  });
});
