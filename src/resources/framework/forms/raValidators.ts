import type { DataProvider, Identifier, Validator } from 'react-admin';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { safeLinkTarget } from '../fields/safeUrl';
import { checkOf, isEmptyValue } from '../../../shared/validation/validators';
import type { ValidatorSpec } from '../../../shared/validation/validatorSpecs';
import { parseDateTime, type FormInput } from './formValues';

export interface ValidatorContext {
  dataProvider: DataProvider;
  resource: string;
  /** The edited record's id: a unique check does not count the record itself. */
  recordId?: Identifier;
  timeZone: string;
}

/** Checks a field's type implies, beyond its declared validators (a date input must hold a real date, …). */
function typeValidator(input: FormInput, ctx: ValidatorContext): Validator | undefined {
  const { field } = input;
  const declared = input.input.validate.map((spec) => spec.name);
  switch (field.type) {
    case 'email':
      return declared.includes('email') ? undefined : (checkOf({ name: 'email' }) as Validator);
    case 'date':
      return declared.some((name) => name === 'date' || name === 'optionalDate')
        ? undefined
        : (checkOf({ name: 'optionalDate' }) as Validator);
    case 'datetime':
      return (value: unknown) =>
        isEmptyValue(value) || parseDateTime(String(value), ctx.timeZone) ? undefined : 'validation.date';
    case 'url':
      return (value: unknown) =>
        isEmptyValue(value) || safeLinkTarget(String(value)) ? undefined : 'validation.url';
    case 'json':
      return (value: unknown) => {
        if (isEmptyValue(value)) return undefined;
        try {
          JSON.parse(String(value));
          return undefined;
        } catch {
          return 'validation.json';
        }
      };
    case 'number':
    case 'duration':
      return (value: unknown) =>
        isEmptyValue(value) || Number.isFinite(Number(value)) ? undefined : 'validation.number';
    default:
      return undefined;
  }
}

/**
 * The asynchronous `unique` validator: asks the configured endpoint whether the value is taken. Answers are cached
 * per value, so re-validation while typing does not repeat requests.
 */
function uniqueValidator(spec: Extract<ValidatorSpec, { name: 'unique' }>, ctx: ValidatorContext): Validator {
  const answers = new Map<string, Promise<boolean>>();
  return async (value: unknown) => {
    if (isEmptyValue(value)) return undefined;
    const text = String(value).trim();
    let answer = answers.get(text);
    if (!answer) {
      answer = (ctx.dataProvider as ConsoleDataProvider)
        .checkExists(ctx.resource, {
          path: spec.path,
          param: spec.param,
          value: text,
          excludeId: ctx.recordId,
        })
        .then((result) => result.data)
        // A failed check must not block saving; the server validates again anyway.
        .catch(() => false);
      answers.set(text, answer);
    }
    return (await answer) ? (spec.message ?? 'validation.exists') : undefined;
  };
}

/** The react-admin validators of one input: its declared SPEC §5 rules (by name) plus those its type implies. */
export function validatorsFor(input: FormInput, ctx: ValidatorContext): Validator[] {
  const validators: Validator[] = input.input.validate.map((spec) =>
    spec.name === 'unique' ? uniqueValidator(spec, ctx) : (checkOf(spec) as Validator),
  );
  const implied = typeValidator(input, ctx);
  return implied ? [...validators, implied] : validators;
}
