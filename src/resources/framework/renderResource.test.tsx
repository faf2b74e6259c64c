import { isValidElement, type ReactElement } from 'react';
import { resourceRegistry } from '../registry';
import { summarizeResource } from '../registrySummary';
import { renderResource, resourceMount } from './renderResource';
import { sectionOf } from './sections';

describe('renderResource', () => {
  it('mounts every resource at its route, from its summary, with views that load their configuration', () => {
    for (const config of resourceRegistry.filter((resource) => !resource.embedded)) {
      const element = renderResource(summarizeResource(config)) as ReactElement<{
        name: string;
        list: ReactElement;
        children: (ReactElement<{ path: string; element: ReactElement }> | false)[];
      }>;
      const { mount, tail } = resourceMount(config);
      expect(element.props.name).toBe(mount);
      // Gates (application switch, id shape) wrap the views, which load their configuration by name.
      const inner = (gate: ReactElement): ReactElement => {
        const { children } = gate.props as { children?: ReactElement };
        return children ? inner(children) : gate;
      };
      expect(inner(element.props.list).props).toEqual({ name: config.name, view: 'list' });
      const routes = element.props.children.filter((child) => child !== false);
      const detail = routes[0]!;
      const unknown = routes.at(-1)!;
      expect(isValidElement(detail)).toBe(true);
      // The detail's own route (`detail/:id`, billing's `:app/:idTenant`, conversations' `:id`).
      expect(detail.props.path).toBe(`${config.detail.route}/*`);
      expect(inner(detail.props.element).props).toEqual({ name: config.name, view: 'detail' });
      // Every other sub-path is unknown (SPEC §8), not the list; an optional parameter (a folder) is the list's.
      expect(unknown.props.path).toBe(':unknown/*');
      if (tail.length > 0) expect(routes.map((route) => route.props.path)).toContain(tail.join('/'));
    }
  });

  it('gives embedded resources a definition but no pages of their own', () => {
    const embedded = resourceRegistry.filter((resource) => resource.embedded);
    // Dial logs are the first (the telephony pilot); every area adds its own (versions, folders, tenant parts…).
    expect(embedded.map((resource) => resource.name)).toEqual(
      expect.arrayContaining(['dialLogs', 'ongoingCalls', 'flowVersions', 'flowFolders']),
    );
    for (const config of embedded) {
      const element = renderResource(config) as ReactElement<{ name: string; list?: unknown }>;
      expect(element.props).toMatchObject({ name: config.route });
      expect(element.props.list).toBeUndefined();
    }
  });

  it('puts flows and campaigns in their sections and the rest under Administration, unless declared', () => {
    const outside = resourceRegistry.filter((resource) => sectionOf(resource) !== 'administration');
    expect(outside.map((resource) => [resource.name, sectionOf(resource)])).toEqual([
      ['flows', 'flows'],
      ['campaigns', 'campaigns'],
      ['doNotCallLists', 'campaigns'],
    ]);
    expect(sectionOf({ route: 'administration/x', section: 'campaigns' })).toBe('campaigns');
  });
});
