import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { PageDefinition } from '../custom-pages/definePage';
import type { Translations } from '../i18n/locales';
import type { ApiRequest } from '../providers/api/apiRequest';
import type { FieldInputProps } from './framework/field-views/fieldView';
import type { FakeApiSetup } from './framework/testing/api/fakeApiSetup';
import type { ResourceConfig } from './types';

/**
 * What a named component gets: its resource's configuration and, in a detail (tab, section, header, field), the
 * shown record; beside a list (`list.aside`) there is no record and the list's own context is at hand
 * (`useListContext`).
 */
export interface CustomTabProps {
  config: ResourceConfig;
  record?: RaRecord;
}

/** Downloads a named component's code on its first use, e.g. `() => import('./Board').then((m) => m.Board)`. */
export type ComponentLoader<P> = () => Promise<ComponentType<P>>;

/**
 * Everything an area brings, in its own folder (`src/resources/<area>/manifest.ts`,
 * `src/custom-pages/<page>/manifest.ts`): the console discovers manifests through the generated index
 * (`npm run areas`), so adding an area touches nothing central. The data part (resources, pages, names, messages)
 * is plain data Node imports too (dev platform, `npm run config:check`); React code is reached
 * only through loaders.
 */
export interface AreaManifest<Api extends object = object> {
  /** The folder's name (kebab-case), unique. */
  name: string;
  /**
   * Where the area's resources and pages come among the others (menus list them in this order; flows first, the
   * root redirects there).
   */
  order: number;
  /** The resources the area declares, in menu order. */
  resources?: readonly ResourceConfig[];
  /** Console pages outside the resource framework. */
  pages?: readonly PageDefinition[];
  /** Custom React a configuration may name (`"component": "permissionEditor"`): tab sections, headers, displays, asides. */
  components?: Readonly<Record<string, ComponentLoader<CustomTabProps>>>;
  /** Custom form inputs a configuration may name (`"component": "flowFolderPicker"`). */
  inputs?: Readonly<Record<string, ComponentLoader<FieldInputProps>>>;
  /** The area's calls beyond the generic resource methods, merged into the data provider. */
  api?: (request: ApiRequest) => Api;
  /** The fake twin of `api` for tests (QA harness), loaded on demand so the console never downloads it. */
  fakeApi?: () => Promise<(setup: FakeApiSetup) => Api>;
  /** English texts merged into the catalogue: resource names and texts (`resources.<name>`), shared parts. */
  messages?: Readonly<Record<string, unknown>>;
  /**
   * The same texts in the console's other languages (`{ cs: () => import('./i18n/cs').then((m) => m.texts) }`),
   * each from the area's own folder, downloaded with the area only when that language is in use.
   */
  translations?: Translations;
}

/** Declares an area's manifest (typed, so its API module's methods reach the data provider's type). */
export function defineArea<Api extends object = object>(manifest: AreaManifest<Api>): AreaManifest<Api> {
  return Object.freeze(manifest);
}
