import { flowsResource } from './flows/flowsResource';
import { tenantsResource } from './tenants/tenantsResource';
import type { ResourceConfig, ResourceView } from './types';

/** The one list of resources: routes, menu entries (in this order) and i18n keys derive from it. */
export const resourceRegistry: readonly ResourceConfig[] = validateRegistry([flowsResource, tenantsResource]);

/** Finds a resource by its react-admin name (the route) or by its config name. */
export function findResource(registry: readonly ResourceConfig[], key: string): ResourceConfig | undefined {
  return (
    registry.find((resource) => resource.route === key) ?? registry.find((resource) => resource.name === key)
  );
}

/** react-admin action names mapped to our views; 'show' is the detail page. */
const VIEW_OF_ACTION: Record<string, ResourceView> = {
  list: 'list',
  show: 'detail',
  create: 'create',
  edit: 'edit',
  delete: 'delete',
  export: 'export',
};

/** Permission requirements of a react-admin action on a resource; undefined when the view is not offered. */
export function requiredPermissions(registry: readonly ResourceConfig[], resource: string, action: string) {
  const view = VIEW_OF_ACTION[action];
  return view ? findResource(registry, resource)?.permissions[view] : undefined;
}

/** Checks cross-resource consistency: unique names/routes and references to declared resources. */
export function validateRegistry(resources: ResourceConfig[]): readonly ResourceConfig[] {
  const names = new Set<string>();
  const routes = new Set<string>();
  for (const resource of resources) {
    if (names.has(resource.name)) throw new Error(`Resource name "${resource.name}" is declared twice`);
    if (routes.has(resource.route)) throw new Error(`Resource route "${resource.route}" is declared twice`);
    names.add(resource.name);
    routes.add(resource.route);
  }
  for (const resource of resources) {
    for (const field of resource.fields) {
      if (field.type === 'reference' && !names.has(field.reference)) {
        throw new Error(
          `Resource "${resource.name}": field "${field.source}" references unknown "${field.reference}"`,
        );
      }
    }
  }
  return Object.freeze([...resources]);
}
