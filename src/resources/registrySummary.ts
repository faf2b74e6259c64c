import type { ResourceConfig } from './types';

/**
 * What the shell needs of a resource: routes, menu entry, icon, the permissions of its views and the API paths live
 * events name (the screens read the completed configuration: fields, tabs, actions, …).
 */
export interface ResourceSummary extends Pick<
  ResourceConfig,
  | 'name'
  | 'route'
  | 'label'
  | 'icon'
  | 'representation'
  | 'embedded'
  | 'navigation'
  | 'feature'
  | 'section'
  | 'key'
  | 'permissions'
> {
  detail: {
    route: string;
    tabs: readonly { path: string }[];
    idPattern?: string;
    strictId?: boolean;
    aliasLookup?: { path: string; idPath: string };
  };
  /** The list's named views and its sort (a reference picker or filter over the resource sorts like its list). */
  list: { views: readonly { path: string }[]; defaultSort: ResourceConfig['list']['defaultSort'] };
  /** `base` only for another API than the core one, whose live events name it (`RecordChange.base`). */
  api: { base?: 'core' | 'nlp'; list: { path: string }; get: { path: string } };
}

/** The summary of a completed configuration (its own properties only: no defaults are invented here). */
export function summarizeResource(config: ResourceConfig): ResourceSummary {
  const summary: ResourceSummary = {
    name: config.name,
    route: config.route,
    label: config.label,
    icon: config.icon,
    representation: config.representation,
    embedded: config.embedded,
    navigation: config.navigation,
    feature: config.feature,
    section: config.section,
    key: config.key,
    permissions: config.permissions,
    detail: {
      route: config.detail.route,
      tabs: config.detail.tabs.map(({ path }) => ({ path })),
      ...(config.detail.idPattern ? { idPattern: config.detail.idPattern } : {}),
      ...(config.detail.strictId ? { strictId: true } : {}),
      ...(config.detail.aliasLookup ? { aliasLookup: config.detail.aliasLookup } : {}),
    },
    list: { views: config.list.views.map(({ path }) => ({ path })), defaultSort: config.list.defaultSort },
    api: {
      ...(config.api.base === 'nlp' ? { base: 'nlp' as const } : {}),
      list: { path: config.api.list.path },
      get: { path: config.api.get.path },
    },
  };
  // Leave undefined members out, so the build emits the same JSON shape as the configurations.
  return Object.fromEntries(
    Object.entries(summary).filter(([, value]) => value !== undefined),
  ) as unknown as ResourceSummary;
}
