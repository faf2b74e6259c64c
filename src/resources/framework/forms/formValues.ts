import { getPath } from '../../../shared/getPath';
import { setPath } from '../../../utils/setPath';
import { fieldTypeOf, fromInputValue, toInputValue } from '../../field-types/fieldTypeRegistry';
import type { FieldConfig, InputConfig } from '../../types';

/** A form's inputs with their field configurations. */
export interface FormInput {
  input: InputConfig;
  field: FieldConfig;
}

/** Pairs declared inputs with their fields (the schema guarantees every input names a declared field). */
export function formInputs(fields: readonly FieldConfig[], inputs: readonly InputConfig[]): FormInput[] {
  return inputs.flatMap((input) => {
    const field = fields.find((item) => item.source === input.source);
    return field ? [{ input, field }] : [];
  });
}

/**
 * The initial values of a form: the record's values (or the declared defaults) in the inputs' typed formats, plus
 * the record values some inputs need beside their own (a money input's currency), which are never submitted.
 */
export function toFormValues(
  inputs: readonly FormInput[],
  record: unknown,
  timeZone: string,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const sources = new Set(inputs.map(({ input }) => input.source));
  for (const { field } of inputs) {
    for (const companion of fieldTypeOf(field).formCompanions?.(field) ?? []) {
      if (!sources.has(companion)) setPath(values, companion, getPath(record, companion));
    }
  }
  for (const { input, field } of inputs) {
    const current = getPath(record, input.initialSource ?? input.source);
    const value = current === undefined ? input.defaultValue : current;
    setPath(values, input.source, toInputValue(field, value, { timeZone, values: record }));
  }
  return values;
}

/** The request body of a form: every submitted input converted back to its wire format (ISO dates, bit sums, …). */
export function fromFormValues(
  inputs: readonly FormInput[],
  values: Record<string, unknown>,
  timeZone: string,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const { input, field } of inputs) {
    if (!input.submit || input.readOnly) continue;
    setPath(body, input.source, fromInputValue(field, getPath(values, input.source), { timeZone, values }));
  }
  return body;
}
