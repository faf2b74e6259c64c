import type { ResourceConfig } from '../types';

/** The top bar's sections (SPEC §1: tabs for Flows, Campaigns and Administration). */
export type ConsoleSection = 'flows' | 'campaigns' | 'administration';

/** The section a resource belongs to, which decides its top-bar tab and whether the Administration guide lists it. */
export function sectionOf(resource: Pick<ResourceConfig, 'route'>): ConsoleSection {
  const first = resource.route.split('/')[0];
  return first === 'flows' || first === 'campaigns' ? first : 'administration';
}
