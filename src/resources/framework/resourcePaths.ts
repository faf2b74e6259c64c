import type { Identifier } from 'react-admin';
import type { ResourceConfig } from '../types';

/** The tab every detail opens on; empty and 'basic' sub-paths redirect to it (SPEC §2). */
export const DEFAULT_TAB = 'overview';
const DEFAULT_TAB_ALIASES = ['', 'basic'];

/** `/{route}`: the list page. */
export function listPath(config: Pick<ResourceConfig, 'route'>): string {
  return `/${config.route}`;
}

/** `/{route}/detail/{id}/{tab}`: a detail tab. */
export function detailPath(
  config: Pick<ResourceConfig, 'route'>,
  id: Identifier,
  tab: string = DEFAULT_TAB,
): string {
  return `/${config.route}/detail/${encodeURIComponent(String(id))}/${tab}`;
}

/** Whether a detail sub-path stands for the default tab. */
export function isDefaultTabAlias(subPath: string): boolean {
  return DEFAULT_TAB_ALIASES.includes(subPath.replace(/^\/+|\/+$/g, ''));
}
