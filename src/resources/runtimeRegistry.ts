import type { I18nProvider, TranslationMessages } from 'react-admin';
import { installResourceMessages } from './framework/runtimeMessages';
import { withRuntimeResources, type ConsoleRegistry } from './framework/consoleRegistry';
import type { RegistryGrowth } from './framework/growingRegistry';
import { loadRuntimeResources } from './loadRuntimeResources';
import { buildRegistry } from './registryLookup';
import type { ResourceConfig } from './types';

/**
 * The built-in resources plus every runtime JSON resource (listed in `/config.json`) that passes the schema and the
 * cross-checks against all the others, with their texts installed. Loaded on demand: the schema comes with it.
 */
export async function loadRuntimeRegistry(
  files: readonly string[],
  builtIn: ConsoleRegistry,
  i18n: { messages: TranslationMessages; provider: I18nProvider },
): Promise<RegistryGrowth> {
  const loaded = await loadRuntimeResources(files);
  // The cross-checks need the others' names and routes only: the built-in areas stay unloaded.
  const { registry, errors } = buildRegistry(builtIn.summaries, loaded.resources);
  const accepted = registry.slice(builtIn.summaries.length) as ResourceConfig[];
  await installResourceMessages(accepted, i18n.messages, i18n.provider);
  const all = [...loaded.errors, ...errors];
  all.forEach((error) => console.error(`Resource not loaded: ${error.message}`));
  return { registry: withRuntimeResources(builtIn, accepted), errors: all };
}
