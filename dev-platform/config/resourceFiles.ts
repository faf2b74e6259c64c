import { validateResource } from '../../src/resources/defineResource';
import { resourceRegistry } from '../../src/resources/registry';
import { buildRegistry } from '../../src/resources/registryLookup';
import type { ResourceConfig } from '../../src/resources/types';
import type { ConfigFileState } from '../../src/shared/wire/configuration';

/** A resource file as read from the configuration directory. */
export interface ResourceFileText {
  file: string;
  text: string;
}

export interface CheckedResourceFiles {
  /** Every file, in name order, with all of its problems (none: in use). */
  states: ConfigFileState[];
  /** The files without problems, as the console and the API use them. */
  resources: { file: string; config: ResourceConfig }[];
}

/**
 * Checks runtime resource files with the console's own rules: JSON syntax, the resource schema with its
 * cross-checks, then clashes and references against the built-in resources and the other files. Used by the
 * platform and by `npm run config:check`, so both report the same problems.
 */
export function checkResourceFiles(
  files: readonly ResourceFileText[],
  builtIn: readonly ResourceConfig[] = resourceRegistry,
): CheckedResourceFiles {
  const states = new Map<string, ConfigFileState>();
  const valid: { file: string; config: ResourceConfig }[] = [];
  for (const { file, text } of files) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      states.set(file, {
        file,
        problems: [{ path: '', message: `is not valid JSON (${(error as Error).message})` }],
      });
      continue;
    }
    const result = validateResource(value);
    if (result.ok) valid.push({ file, config: result.config });
    states.set(file, { file, problems: result.ok ? [] : result.issues });
  }
  const { errors } = buildRegistry(builtIn, valid);
  for (const error of errors) states.set(error.file, { file: error.file, problems: error.issues ?? [] });
  const ok = (file: string) => states.get(file)?.problems.length === 0;
  return {
    states: files.flatMap(({ file }) => states.get(file) ?? []),
    resources: valid.filter(({ file }) => ok(file)),
  };
}
