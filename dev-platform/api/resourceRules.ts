import { resourceRegistry } from '../../src/resources/registry';
import { findResource } from '../../src/resources/registryLookup';
import { actionFormRules, formRules, inputRules } from '../../src/resources/schema/formRules';
import { routedTabs } from '../../src/resources/schema/tabs';
import type { ResourceConfig } from '../../src/resources/types';
import { validateValues } from '../../src/shared/validation/validators';
import { wireTypeErrors } from './wireTypes';

type RuntimeResources = () => readonly { config: ResourceConfig }[];
const runtimeSources = new Set<RuntimeResources>();

/**
 * Adds the runtime resources of a configuration directory to those the API answers for (a platform adds its own
 * on start); only files that passed every check come in, so a broken file never affects another resource's rules.
 * Returns the removal.
 */
export function addRuntimeResources(source: RuntimeResources): () => void {
  runtimeSources.add(source);
  return () => runtimeSources.delete(source);
}

/** The resources whose forms the API answers for: the built-in ones, then the runtime files in use now. */
export function servedResources(): readonly ResourceConfig[] {
  const runtime = [...runtimeSources].flatMap((source) => source().map(({ config }) => config));
  return [...resourceRegistry, ...runtime];
}

/** The rules of a resource; none when it is not (or no longer) configured, e.g. its file was removed. */
function resourceNamed(name: string): ResourceConfig | undefined {
  return findResource(servedResources(), name);
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
  if (!config) return {};
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
  if (!config) return {};
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
  if (!config) throw new Error(`No resource "${resource}"`);
  const owners = routedTabs(config.detail.tabs).flatMap(({ tab }) => [tab, ...tab.sections]);
  const owner = owners.find((item) => item.source?.path === sourcePath && item.form);
  if (!owner?.source || !owner.form) throw new Error(`No form of ${resource} saves ${sourcePath}`);
  const rules = inputRules({ ...config, fields: owner.source.fields }, owner.form.inputs);
  return {
    ...wireTypeErrors(owner.source.fields, owner.form.inputs, body),
    ...validateValues(rules, body, options),
  };
}
