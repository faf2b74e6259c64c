import type { Validator } from 'react-admin';
import { checkOf, type FormRules } from '../../shared/validation/validators';

/** The SPEC §5 checks of one source, as react-admin validators (the same rules the platform applies). */
export const validatorsOf = (rules: FormRules, source: string): Validator[] =>
  (rules[source] ?? []).map((spec) => checkOf(spec) as Validator);

/** The field errors of a failed call (`body.errors`), for react-admin's form to put on its inputs. */
function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string>) : undefined;
}

/** A form's submit: runs the call, and answers the platform's field errors for the form to show on its inputs. */
export const submitting =
  (run: (values: Record<string, unknown>) => Promise<unknown>) => async (values: Record<string, unknown>) => {
    try {
      await run(values);
      return undefined;
    } catch (error) {
      return fieldErrorsOf(error);
    }
  };
