import type { FormRules } from '../../shared/validation/validators';
import type { SyncValidatorSpec, ValidatorSpec } from '../../shared/validation/validatorSpecs';
import { fieldTypeOf } from '../field-types/fieldTypeRegistry';
import type { ResourceConfig } from '../types';

/** The parts of an input that decide what the API must check. */
interface RuledInput {
  source: string;
  validate: readonly ValidatorSpec[];
  submit: boolean;
}

type RuledConfig = Pick<ResourceConfig, 'fields' | 'form' | 'actions'>;

/**
 * What the API must check of a body sent by some inputs: their declared validators and the rules their field's type
 * implies (an e-mail's `email`, a phone's E.164 `match`), per source, as the console's form checks them. Left out:
 * inputs kept out of the payload (`submit: false`), `unique` (the API answers it itself, with its own message) and
 * the type's rules about the typed text only (`typedRules`: a date typed DD/MM/YYYY is sent as ISO text).
 */
export function inputRules(config: RuledConfig, inputs: readonly RuledInput[] | undefined): FormRules {
  const rules: Record<string, SyncValidatorSpec[]> = {};
  for (const input of inputs ?? []) {
    if (!input.submit) continue;
    const field = config.fields.find((item) => item.source === input.source);
    const type = field ? fieldTypeOf(field) : undefined;
    const implied = field ? (type?.impliedRules?.(field, input.validate) ?? []) : [];
    const specs = [...input.validate, ...implied].filter(
      (spec): spec is SyncValidatorSpec =>
        spec.name !== 'unique' && !(type?.typedRules ?? []).includes(spec.name),
    );
    if (specs.length > 0) rules[input.source] = specs;
  }
  return rules;
}

/** The rules of a resource's create or edit form, as the server checks the body of that call. */
export const formRules = (config: RuledConfig, form: 'create' | 'edit'): FormRules =>
  inputRules(config, config.form[form]);

/** The rules of a record or bulk action's form (its body). */
export const actionFormRules = (config: RuledConfig, action: string): FormRules =>
  inputRules(config, config.actions.find((item) => item.name === action)?.form);
