import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateResource } from '../../src/resources/defineResource';
import { resourceRegistry } from '../../src/resources/registry';
import { buildRegistry, findResource } from '../../src/resources/registryLookup';
import { actionFormRules, formRules, inputRules } from '../../src/resources/schema/formRules';
import { routedTabs } from '../../src/resources/schema/tabs';
import type { ResourceConfig } from '../../src/resources/types';
import { validateValues } from '../../src/shared/validation/validators';
import { runtimeConfigFor } from '../http/runtimeConfig';
import { repoRoot } from '../settings';
import { wireTypeErrors } from './wireTypes';

/**
 * The resources whose forms the API answers for: the console's built-in ones and the runtime JSON files the
 * platform serves (`public/resources/`), read and validated exactly as the console does. Read once, on first use.
 */
let resources: readonly ResourceConfig[] | undefined;

export function servedResources(): readonly ResourceConfig[] {
  if (resources) return resources;
  const runtime = (runtimeConfigFor('').resources ?? []).map((file) => {
    const result = validateResource(JSON.parse(readFileSync(join(repoRoot, 'public', file), 'utf8')));
    if (!result.ok) throw new Error(`${file}: ${JSON.stringify(result.issues)}`);
    return { file, config: result.config };
  });
  const { registry, errors } = buildRegistry(resourceRegistry, runtime);
  if (errors.length > 0) throw new Error(errors.map((error) => error.message).join('; '));
  return (resources = registry);
}

function resourceNamed(name: string): ResourceConfig {
  const config = findResource(servedResources(), name);
  if (!config) throw new Error(`No resource "${name}"`);
  return config;
}

/**
 * Field errors of a create or update body: the very rules the resource's form declares, with the SPEC §5 messages
 * the console shows. Updates may send some fields only, so absent ones are not checked.
 */
export function formErrors(
  resource: string,
  form: 'create' | 'edit',
  body: Record<string, unknown>,
): Record<string, string> {
  const config = resourceNamed(resource);
  // The form's own rules speak first (their SPEC §5 messages); wire types catch what those rules let through.
  return {
    ...wireTypeErrors(config.fields, config.form[form], body),
    ...validateValues(formRules(config, form), body, { partial: form === 'edit' }),
  };
}

/** Field errors of a record action's body, by the rules of the action's form. */
export function actionErrors(
  resource: string,
  action: string,
  body: Record<string, unknown>,
): Record<string, string> {
  const config = resourceNamed(resource);
  return {
    ...wireTypeErrors(config.fields, config.actions.find((item) => item.name === action)?.form, body),
    ...validateValues(actionFormRules(config, action), body),
  };
}

/**
 * Field errors of a body sent to a tab's or a section's own record (`PUT` of its `source.path`, e.g.
 * `/administration/lines/{id}/monitoring`), by the rules of that tab's form. Setting tabs save some fields at a
 * time, so absent ones are not checked unless `partial` is false.
 */
export function sourceFormErrors(
  resource: string,
  sourcePath: string,
  body: Record<string, unknown>,
  options: { partial?: boolean } = { partial: true },
): Record<string, string> {
  const config = resourceNamed(resource);
  const owners = routedTabs(config.detail.tabs).flatMap(({ tab }) => [tab, ...tab.sections]);
  const owner = owners.find((item) => item.source?.path === sourcePath && item.form);
  if (!owner?.source || !owner.form) throw new Error(`No form of ${resource} saves ${sourcePath}`);
  const rules = inputRules({ ...config, fields: owner.source.fields }, owner.form.inputs);
  return {
    ...wireTypeErrors(owner.source.fields, owner.form.inputs, body),
    ...validateValues(rules, body, options),
  };
}
