import type { DataProvider, Identifier, Validator } from 'react-admin';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { impliedChecks } from '../../field-types/fieldTypeRegistry';
import { checkOf, isEmptyValue } from '../../../shared/validation/validators';
import type { ValidatorSpec } from '../../../shared/validation/validatorSpecs';
import type { FormInput } from './formValues';

export interface ValidatorContext {
  dataProvider: DataProvider;
  resource: string;
  /** The edited record's id: a unique check does not count the record itself. */
  recordId?: Identifier;
  timeZone: string;
  /** The origin same-origin addresses may point to (this console's). */
  origin?: string;
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
  const implied = impliedChecks(input.field, input.input.validate, {
    timeZone: ctx.timeZone,
    origin: ctx.origin ?? window.location.origin,
  });
  return [...validators, ...(implied as Validator[])];
}
