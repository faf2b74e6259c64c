import { loadViewOrReload } from '../app/lazyView';
import { i18nProvider } from '../providers/i18nProvider';
import { allConfigurationsModule, screenModule } from './builtInScreens';
import type { ResourceConfig } from './types';

/**
 * A configurations chunk's content, its texts installed first: every screen renders once its configurations have
 * arrived, so its texts are in the translator before its first render.
 */
const withTexts = (module: { default: readonly ResourceConfig[]; messages?: object }) => {
  if (module.messages) i18nProvider.addMessages(module.messages);
  return module.default;
};

/** The completed built-in configurations and the areas' texts: a chunk of their own, loaded beside the first list. */
export const loadBuiltInConfigurations = () =>
  loadViewOrReload(() => allConfigurationsModule().then(withTexts));

const screenLoads = new Map<string, Promise<readonly ResourceConfig[]>>();

/**
 * The configurations a list of resource `name` needs (its own and those it names) with its texts, a small chunk per
 * list; undefined when that list needs them all (`scripts/resourceScreens.ts`). Downloaded once.
 */
export function loadScreenConfigurations(name: string): Promise<readonly ResourceConfig[]> | undefined {
  const known = screenLoads.get(name);
  if (known) return known;
  const module = screenModule(name);
  if (!module) return undefined;
  const loading = loadViewOrReload(() => module.then(withTexts));
  screenLoads.set(name, loading);
  // A failed download may be retried by the next screen that needs it.
  loading.catch(() => screenLoads.delete(name));
  return loading;
}
