import { loadViewOrReload } from '../../../app/lazyView';
import { markFulfilled } from '../../../utils/markFulfilled';
import type { FieldType, ResourceConfig } from '../../types';
import type { FieldDisplayView } from './fieldView';

/**
 * Field types whose views bring code of their own (the charts, the audio player's link, the secret's reveal, colour
 * swatches, JSON and money displays) and that no list shows among its columns: their views leave the first load,
 * downloaded beside all the configurations (details, forms, after the first screen). A list whose columns show one
 * waits for them (`withFieldViews`), so no screen renders before its views are there. Enumerations, flags and tags
 * stay: 17 of the 28 lists show them, and their cold load would wait for one more download.
 */
export const LATER_FIELD_TYPES = [
  'chart',
  'audio',
  'secret',
  'colour',
  'json',
  'money',
] as const satisfies readonly FieldType[];
export type LaterFieldType = (typeof LATER_FIELD_TYPES)[number];

type LaterViews = Record<LaterFieldType, FieldDisplayView>;
let loading: Promise<LaterViews> | undefined;
let loaded: LaterViews | undefined;

export const isLaterFieldType = (type: string): type is LaterFieldType =>
  (LATER_FIELD_TYPES as readonly string[]).includes(type);

/** Downloads the later views (once); the promise is marked settled the way React's `use` reads it. */
export function loadLaterViews(): Promise<LaterViews> {
  if (!loading) {
    const started = loadViewOrReload(() =>
      import('./laterFieldViews').then((module) => module.LATER_FIELD_VIEWS as unknown as LaterViews),
    );
    started.then(
      (value) => {
        loaded = value;
        markFulfilled(started, value);
      },
      () => (loading = undefined), // a failed download may be retried by the next screen that needs it
    );
    loading = started;
  }
  return loading;
}

/** The later views once downloaded, without waiting (undefined before). */
export const laterViews = (): LaterViews | undefined => loaded;

/**
 * `configs` once the views of the given fields' types are downloaded: at once (not a promise) when none of them is a
 * later type, so a screen without one waits for nothing more.
 */
export function withFieldViews<T extends readonly ResourceConfig[]>(
  configs: T,
  fields: readonly { type: string }[],
): T | Promise<T> {
  return fields.some((field) => isLaterFieldType(field.type))
    ? loadLaterViews().then(() => configs)
    : configs;
}
