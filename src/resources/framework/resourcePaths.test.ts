// @vitest-environment node
import { compositeId } from '../schema/placeholders';
import { detailPath, fillRoute, isDefaultTabAlias, keyParams, listPath, recordIdOf } from './resourcePaths';

describe('resource paths', () => {
  const tenants = { route: 'administration/tenants' };

  it('builds list and detail paths from the route', () => {
    expect(listPath(tenants)).toBe('/administration/tenants');
    expect(detailPath(tenants, 5)).toBe('/administration/tenants/detail/5/overview');
    expect(detailPath(tenants, 5, 'users')).toBe('/administration/tenants/detail/5/users');
  });

  it('opens a detail without an overview tab on its first tab, under its own detail route', () => {
    const conversations = {
      route: 'administration/conversation-details',
      detail: { route: ':id', tabs: [{ path: 'timeline' }, { path: 'data' }] },
    };
    expect(detailPath(conversations, 'abc')).toBe('/administration/conversation-details/abc/timeline');
    const withOverview = {
      ...tenants,
      detail: { route: 'detail/:id', tabs: [{ path: 'users' }, { path: 'overview' }] },
    };
    expect(detailPath(withOverview, 5)).toBe('/administration/tenants/detail/5/overview');
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

  const modules = {
    route: 'administration/bot-deploy/:server?/modules',
    key: ['name', 'server'],
    detail: { route: 'detail/:name/:server' },
  };

  it('builds composite-key detail paths from a record or its composite id, each value one segment', () => {
    const record = { id: compositeId(['ivr~main', 'srv/1']), name: 'ivr~main', server: 'srv/1' };
    const expected = '/administration/bot-deploy/modules/detail/ivr~main/srv%2F1/overview';
    expect(detailPath(modules, record)).toBe(expected);
    expect(detailPath(modules, record.id)).toBe(expected);
    expect(keyParams(modules, record.id)).toEqual({ name: 'ivr~main', server: 'srv/1' });
    const servers = {
      route: 'administration/bot-deploy',
      key: ['name'],
      detail: { route: 'server/detail/:name' },
    };
    expect(detailPath(servers, 'eu 1')).toBe('/administration/bot-deploy/server/detail/eu%201/overview');
    expect(recordIdOf(servers, { name: 'eu 1' })).toBe('eu 1');
    expect(recordIdOf(modules, { name: 'ivr~main', server: 'srv/1' })).toBe(record.id);
    expect(recordIdOf(modules, { name: 'ivr~main' })).toBeUndefined();
  });

  it('fills required route parameters from the page, else from the record, and leaves optional ones out of details', () => {
    const billing = { route: 'administration/billing/:app/:idTenant' };
    expect(listPath(billing, { app: 'voice', idTenant: '7' })).toBe('/administration/billing/voice/7');
    expect(detailPath(billing, { id: 3, app: 'sms', idTenant: 7 }, 'fees', { app: 'voice' })).toBe(
      '/administration/billing/voice/7/detail/3/fees',
    );
    expect(listPath(modules, { server: 'eu' })).toBe('/administration/bot-deploy/eu/modules');
    expect(detailPath(modules, 'a~b', 'overview', { server: 'eu' })).toBe(
      '/administration/bot-deploy/modules/detail/a/b/overview',
    );
    expect(() => listPath(billing)).toThrow('No value for :app in administration/billing/:app/:idTenant');
    expect(fillRoute('flows/:idFolder?', {})).toBe('flows');
  });
});
