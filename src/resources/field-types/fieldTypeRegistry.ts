import { getOwnPath } from '../../shared/getPath';
import type { FieldConfig, FieldType } from '../types';
import { checkOf, type Check } from '../../shared/validation/validators';
import type { ValidatorSpec } from '../../shared/validation/validatorSpecs';
import { audioType } from './audio';
import { booleanType } from './boolean';
import { chartType } from './chart';
import { colourType } from './colour';
import { dateType } from './date';
import { datetimeType } from './datetime';
import { durationType } from './duration';
import { emailType } from './email';
import { enumType } from './enum';
import { flagsType } from './flags';
import {
  isBlankValue,
  type CellContext,
  type CheckContext,
  type ConversionContext,
  type FieldOf,
  type FieldTypeDefinition,
} from './fieldTypeDefinition';
import { jsonType } from './json';
import { longTextType } from './longText';
import { moneyType } from './money';
import { numberType } from './number';
import { percentType } from './percent';
import { phoneType } from './phone';
import { referenceType } from './reference';
import { referenceListType } from './referenceList';
import { secretType } from './secret';
import { snippetType } from './snippet';
import { tagsType } from './tags';
import { textType } from './text';
import { urlType } from './url';

/** Every field type's pure behaviour, by `type` (the views are in `framework/field-views/fieldViews.ts`). */
export const FIELD_TYPE_DEFINITIONS: { [T in FieldType]: FieldTypeDefinition<FieldOf<T>> } = {
  text: textType,
  longText: longTextType,
  number: numberType,
  boolean: booleanType,
  date: dateType,
  datetime: datetimeType,
  duration: durationType,
  enum: enumType,
  flags: flagsType,
  reference: referenceType,
  referenceList: referenceListType,
  json: jsonType,
  url: urlType,
  email: emailType,
  secret: secretType,
  tags: tagsType,
  snippet: snippetType,
  colour: colourType,
  phone: phoneType,
  audio: audioType,
  chart: chartType,
  percent: percentType,
  money: moneyType,
};

/** The behaviour of a field's type. */
export const fieldTypeOf = (field: Pick<FieldConfig, 'type'>): FieldTypeDefinition =>
  FIELD_TYPE_DEFINITIONS[field.type];

/** Whether lists can order by a type's values by default (declared as a plain function: the schema uses it). */
export function isSortableType(type: FieldType): boolean {
  return FIELD_TYPE_DEFINITIONS[type].sortable;
}

/** A value as plain text: lists joined with ', ', named objects by their name, other objects as JSON. */
function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plainText).join(', ');
  if (typeof value === 'object')
    return 'name' in value ? plainText((value as { name: unknown }).name) : JSON.stringify(value);
  return String(value);
}

/**
 * A field's value in a record as one text cell, as the list shows it (labels translated, dates in the console time
 * zone): the CSV export (the dev platform's background job) writes every cell with it, so a new type brings its
 * cell along. Only the record's own properties are read (paths may come with a request).
 */
export function cellText(field: FieldConfig, record: unknown, ctx: Omit<CellContext, 'record'>): string {
  const value = getOwnPath(record, field.source);
  if (isBlankValue(value)) return '';
  const { cell } = fieldTypeOf(field);
  return cell ? cell(field, value, { ...ctx, record }) : plainText(value);
}

/** The i18n keys a field's cells translate: its choice labels and its type's own texts. */
export function cellTextKeys(field: FieldConfig): string[] {
  const labels = 'choices' in field ? field.choices.map((choice) => choice.label) : [];
  return [...labels, ...(fieldTypeOf(field).cellTexts ?? [])];
}

/** The checks a field's type implies for an input: its rules (unless declared) and its own check. */
export function impliedChecks(
  field: FieldConfig,
  declared: readonly ValidatorSpec[],
  ctx: CheckContext,
): Check[] {
  const definition = fieldTypeOf(field);
  const rules = definition.impliedRules?.(field, declared) ?? [];
  const check = definition.impliedCheck?.(field, ctx);
  return [...rules.map(checkOf), ...(check ? [check] : [])];
}

/** A record's value as the field's form input holds it. */
export function toInputValue(field: FieldConfig, value: unknown, ctx: ConversionContext): unknown {
  const { toInput } = fieldTypeOf(field);
  return toInput ? toInput(field, value, ctx) : value;
}

/** A form input's value in wire format (blank inputs of types without their own conversion send null). */
export function fromInputValue(field: FieldConfig, value: unknown, ctx: ConversionContext): unknown {
  const { fromInput } = fieldTypeOf(field);
  return fromInput ? fromInput(field, value, ctx) : (value ?? null);
}
