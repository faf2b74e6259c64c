import type { FormRules } from '../../shared/validation/validators';
import type { SyncValidatorSpec, ValidatorSpec } from '../../shared/validation/validatorSpecs';
import type { ResourceConfig } from '../types';

/** The parts of an input that decide what the API must check. */
interface RuledInput {
  source: string;
  validate: readonly ValidatorSpec[];
  submit: boolean;
}

type RuledConfig = Pick<ResourceConfig, 'fields' | 'form' | 'actions'>;

const WIRE_DATE_TYPES = new Set(['date', 'datetime']);
const TYPED_DATE_RULES = new Set(['date', 'optionalDate']);

/**
 * What the API must check of a body sent by some inputs: their declared validators, per source. Left out: inputs
 * kept out of the payload (`submit: false`), `unique` (the API answers it itself, with its own message) and the
 * typed-date rules of date fields, which concern what the user types (DD/MM/YYYY) while the body carries ISO texts.
 */
export function inputRules(config: RuledConfig, inputs: readonly RuledInput[] | undefined): FormRules {
  const rules: Record<string, SyncValidatorSpec[]> = {};
  for (const input of inputs ?? []) {
    if (!input.submit) continue;
    const type = config.fields.find((field) => field.source === input.source)?.type ?? '';
    const specs = input.validate.filter(
      (spec): spec is SyncValidatorSpec =>
        spec.name !== 'unique' && !(WIRE_DATE_TYPES.has(type) && TYPED_DATE_RULES.has(spec.name)),
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
