import { resourceSchema, type ResourceConfig, type ResourceInput } from './schema/resourceSchema';
import { issueMessage, schemaIssues } from './schema/schemaIssues';
import { formatIssue, type SchemaIssue } from './schema/issueText';

export type ResourceValidation = { ok: true; config: ResourceConfig } | { ok: false; issues: SchemaIssue[] };

/**
 * Validates any value (a TypeScript declaration or a parsed JSON file) against the one resource schema (shape,
 * defaults, cross-checks); when valid, returns the complete configuration (labels as i18n keys, frozen).
 */
export function validateResource(value: unknown): ResourceValidation {
  const result = resourceSchema.safeParse(value, { error: issueMessage });
  return result.success
    ? { ok: true, config: result.data }
    : { ok: false, issues: schemaIssues(result.error.issues) };
}

/**
 * Declares a resource in TypeScript: the same validation as runtime JSON files, throwing at start-up with every
 * problem and its path.
 */
export function defineResource(input: ResourceInput): ResourceConfig {
  const result = validateResource(input);
  if (!result.ok) {
    const label = typeof input?.name === 'string' ? input.name : '?';
    throw new Error(`Resource "${label}": ${result.issues.map(formatIssue).join('; ')}`);
  }
  return result.config;
}

/** Every i18n key a resource configuration refers to (used to check the message catalogue is complete). */
export function resourceMessageKeys(config: ResourceConfig): string[] {
  const keys = [config.label, ...config.fields.map((field) => field.label)];
  config.fields.forEach((field) => {
    if ('choices' in field) keys.push(...field.choices.map((choice) => choice.label));
  });
  keys.push(
    ...config.list.filters.map((filter) => filter.label),
    ...config.list.views.map((view) => view.label),
  );
  const visit = (tab: ResourceConfig['detail']['tabs'][number]) => {
    keys.push(tab.label);
    tab.sections.forEach((section) => {
      if (section.title) keys.push(section.title);
      section.related?.forEach((item) => item.label && keys.push(item.label));
    });
    tab.source?.fields.forEach((field) => keys.push(field.label));
    tab.sections.forEach((section) => section.source?.fields.forEach((field) => keys.push(field.label)));
    tab.children.forEach(visit);
  };
  config.detail.tabs.forEach(visit);
  config.actions.forEach((action) => {
    keys.push(action.label, action.successMessage);
    if (action.confirm) keys.push(action.confirm.message);
  });
  return [...new Set(keys)];
}
