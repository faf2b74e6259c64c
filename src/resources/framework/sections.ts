import type { ConsoleSection, ResourceConfig } from '../types';

export type { ConsoleSection };

/** The section a route belongs to when a configuration does not declare one. */
export function sectionOfRoute(route: string): ConsoleSection {
  const first = route.split('/')[0];
  return first === 'flows' || first === 'campaigns' ? first : 'administration';
}

/**
 * The section a resource belongs to (its declared `section`, else derived from the route), which decides its
 * top-bar tab and whether the Administration guide lists it.
 */
export function sectionOf(
  resource: Pick<ResourceConfig, 'route'> & { section?: ConsoleSection },
): ConsoleSection {
  return resource.section ?? sectionOfRoute(resource.route);
}
