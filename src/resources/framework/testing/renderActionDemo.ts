import type { PermissionMap } from '../../../shared/permissions';
import type { ResourceConfig } from '../../types';
import { demoLines, demoModules } from './actionResources';
import { createFakeAuthProvider } from './fakeAuthProvider';
import { createFakeDataProvider } from './fakeDataProvider';
import { renderConsole } from '../../../testing/renderConsole';

/**
 * Renders a route of the demo resources over the fake data provider: module 1 "Prague" (default line 2) with lines
 * 1 "Sales" (enabled) and 2 "Support" (disabled), and line 3 of another module.
 */
export function renderActionDemo(
  config: ResourceConfig,
  path: string,
  permissions: PermissionMap = { Line: -1, Module: -1 },
) {
  const registry = [demoModules, demoLines];
  const dataProvider = createFakeDataProvider({
    resources: registry,
    records: {
      demoModules: [{ id: 1, name: 'Prague', idDefaultLine: 2 }],
      demoLines: [
        { id: 1, name: 'Sales', enabled: true, idDemoModule: 1, moduleName: 'Prague' },
        { id: 2, name: 'Support', enabled: false, idDemoModule: 1, moduleName: 'Prague' },
        { id: 3, name: 'Elsewhere', enabled: true, idDemoModule: 2, moduleName: 'Brno' },
      ],
    },
  });
  const authProvider = createFakeAuthProvider({ registry, permissions });
  return renderConsole(config, { path, registry, dataProvider, authProvider });
}
