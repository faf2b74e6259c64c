import type { PageDefinition } from '../custom-pages/definePage';
import type { ApiRequest } from '../providers/api/apiRequest';
import type { TranslatedLocale } from '../i18n/locales';
import { mergeMessages, type Messages } from '../i18n/mergeMessages';
import type { AreaManifest } from './defineArea';
import { summarizeResource, type ResourceSummary } from './registrySummary';

/** A page as the shell knows it before its area loads: its data, without the loaders of its code and texts. */
export type PageSummary = Omit<PageDefinition, 'component' | 'messages' | 'translations'>;

/**
 * What the shell knows of an area before loading it (written by `npm run areas` into
 * `areaSummaries.generated.ts`): plain data for menus, routes, permission checks and live events, the names its
 * manifest declares (named components and inputs, API methods) and the few texts shown before a visit (menu labels,
 * resource names, page tabs). Entering one of its routes loads the manifest itself, as one unit.
 */
export interface AreaSummary {
  name: string;
  order: number;
  resources: readonly ResourceSummary[];
  pages: readonly PageSummary[];
  components: readonly string[];
  inputs: readonly string[];
  /** The methods of the area's API module on the data provider. */
  api: readonly string[];
  /**
   * The texts others may show before the area loads: everything outside `resources` (menu and page titles, shared
   * parts such as the folder asides other areas use: about 2 kB in all) and its resources' names and labels.
   */
  messages: Readonly<Record<string, unknown>>;
  /** The same texts in the console's other languages, picked from the area's translations. */
  translations?: Readonly<Partial<Record<TranslatedLocale, Readonly<Record<string, unknown>>>>>;
}

/** The value at a dotted i18n key, or undefined. */
const valueAt = (messages: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      messages,
    );

/** The texts among `messages` under `keys` (nested again), for the summary. */
function pickMessages(messages: unknown, keys: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) {
    const value = valueAt(messages, key);
    if (value === undefined) continue;
    const parts = key.split('.');
    let node = picked;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]!] = value;
  }
  return picked;
}

/**
 * An area's summary, from its manifest and its loaded translations (Node, at generation time: `npm run areas`
 * loads them).
 */
export function summarizeArea(
  area: AreaManifest,
  translated: Partial<Record<TranslatedLocale, Messages>> = {},
): AreaSummary {
  const resources = area.resources ?? [];
  const pages = (area.pages ?? []).map(
    ({ component: _component, messages: _messages, translations: _translations, ...data }): PageSummary =>
      data,
  );
  // Texts an area gives other areas' resources (an action it adds to flows) show on their
  // screens, which load only their own area: they travel with the summary.
  const own = new Set(resources.map((resource) => resource.name));
  const keys = [
    ...new Set([
      ...resources.flatMap((resource) => [resource.label, `resources.${resource.name}.name`]),
      ...pages.flatMap((page) => [page.label, ...(page.tabs ?? []).map((tab) => tab.label)]),
    ]),
  ];
  const summaryTexts = (messages: Messages = {}) => {
    const { resources: texts, ...rest } = messages;
    const foreign = Object.fromEntries(
      Object.entries((texts ?? {}) as Record<string, unknown>).filter(([name]) => !own.has(name)),
    );
    return mergeMessages<Record<string, unknown>>(
      rest,
      pickMessages(messages, keys),
      Object.keys(foreign).length > 0 ? { resources: foreign } : {},
    );
  };
  const translations = Object.entries(translated).map(([locale, texts]) => [locale, summaryTexts(texts)]);
  // Creating the API module sends nothing: it only closes over the request client.
  const api = area.api?.({} as ApiRequest) ?? {};
  return {
    name: area.name,
    order: area.order,
    resources: resources.map(summarizeResource),
    pages,
    components: Object.keys(area.components ?? {}),
    inputs: Object.keys(area.inputs ?? {}),
    api: Object.keys(api).sort(),
    messages: summaryTexts(area.messages),
    ...(translations.length > 0 ? { translations: Object.fromEntries(translations) } : {}),
  };
}

/** An area's translations, loaded (Node, for its summary and the tests). */
export async function loadAreaTranslations(
  area: Pick<AreaManifest, 'translations'>,
): Promise<Partial<Record<TranslatedLocale, Messages>>> {
  const entries = Object.entries(area.translations ?? {}) as [TranslatedLocale, () => Promise<object>][];
  return Object.fromEntries(
    await Promise.all(entries.map(async ([locale, load]) => [locale, (await load()) as Messages])),
  );
}
