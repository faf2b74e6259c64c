/**
 * The pure part of a field type plug-in: everything about a type that needs no React and no DOM, so the console and
 * the dev platform can share it (CSV cells, implied rules, form conversion, seed values). The console's views of a
 * type are in `framework/field-views/`.
 */
import type { FieldConfig, FieldType } from '../types';
import { isEmptyValue, type Check } from '../../shared/validation/validators';
import type { ValidationMessage } from '../../shared/validation/messages';
import type { ValidatorSpec } from '../../shared/validation/validatorSpecs';

type ValidatorName = ValidatorSpec['name'];

/** The configuration of one field of type `T`. */
export type FieldOf<T extends FieldType> = Extract<FieldConfig, { type: T }>;

/** Translates an i18n key; react-admin's `translate` fits, the dev platform passes its own. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a CSV cell needs: texts, the console time zone and the whole record (labels, currencies). */
export interface CellContext {
  translate: Translate;
  timeZone: string;
  record: unknown;
}

/** What a form conversion needs: the console time zone and the record or form values around the value. */
export interface ConversionContext {
  timeZone: string;
  values: unknown;
}

/** What an implied check needs: the console time zone and the origin same-origin links are allowed to. */
export interface CheckContext {
  timeZone: string;
  origin: string;
}

/** What a seed value depends on: the resource, the record's position and how many records a reference can name. */
export interface SeedContext {
  resource: { name: string; representation: string };
  index: number;
  /** How many records of a resource the fake serves (references point at ids 1…count). */
  referenceCount: (resource: string | undefined) => number;
}

/** A synchronous SPEC §5 rule. */
export type RuleSpec = Exclude<ValidatorSpec, { name: 'unique' }>;

/**
 * A field type's behaviour. Methods are optional where a sensible default exists: the cell is the value's text,
 * conversions keep the value (blank becomes null), no rule is implied.
 */
export interface FieldTypeDefinition<F extends FieldConfig = FieldConfig> {
  /** Whether lists can order by this type's values (a field's own `sortable` wins). */
  sortable: boolean;
  /** Whether the fake provider's full-text filter `q` searches this type's values. */
  searchable?: boolean;
  /** A secret: never kept in drafts, never exported. */
  secret?: boolean;
  /** Rules about the typed text only: values in wire format (ISO dates) need not pass them. */
  typedRules?: readonly ValidatorName[];
  /** SPEC §5 rules the type implies, as data (the server applies the same); `declared` are the input's own. */
  impliedRules?(field: F, declared: readonly ValidatorSpec[]): RuleSpec[];
  /** A check the type implies that no named rule expresses (a real moment, parsable JSON, a safe address). */
  impliedCheck?(field: F, ctx: CheckContext): Check;
  /** The non-blank value as the text of a CSV cell, as the list shows it. */
  cell?(field: F, value: unknown, ctx: CellContext): string;
  /**
   * The i18n keys `cell` translates besides the field's own labels (yes/no, the duration pattern): an export sends
   * their texts along, so the dev platform writes the cells in the console's language.
   */
  cellTexts?: readonly string[];
  /** A plausible deterministic value for the fake provider (undefined: none). */
  seed(field: F, ctx: SeedContext): unknown;
  /** Values of other paths that go with a seeded value (the labels of seeded references, a money's currency). */
  seedRelated?(field: F, value: unknown, ctx: SeedContext): Record<string, unknown>;
  /** Other paths of the record the input needs in the form, unsubmitted (a money field's currency). */
  formCompanions?(field: F): string[];
  /** The record's value as the form input holds it. */
  toInput?(field: F, value: unknown, ctx: ConversionContext): unknown;
  /** The form input's value in wire format. */
  fromInput?(field: F, value: unknown, ctx: ConversionContext): unknown;
}

/** The first seeded moment (dates and date-times of seeded records count from it) and one day in milliseconds. */
export const SEED_START = Date.UTC(2024, 0, 1, 9, 0);
export const DAY_MS = 86_400_000;

/** Blank in a form: nothing, or only white space. */
export const isBlankInput = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Blank as a shown value: nothing or the empty text (lists and details show nothing for it). */
export const isBlankValue = (value: unknown): boolean =>
  value === null || value === undefined || value === '';

/** A rule a type implies, unless the input declares the same rule itself (never checked twice). */
export const impliedUnlessDeclared =
  (rule: RuleSpec) =>
  (_field: unknown, declared: readonly ValidatorSpec[]): RuleSpec[] =>
    declared.some((spec) => JSON.stringify(spec) === JSON.stringify(rule)) ? [] : [rule];

/** A check that skips empty values (an optional field may stay empty); `test` answers an i18n key on failure. */
export const unlessEmpty =
  (test: (value: unknown, values: Record<string, unknown>) => string | undefined): Check =>
  (value, values = {}) => {
    if (isEmptyValue(value)) return undefined;
    const message = test(value, values);
    // `test` answers keys of the `validation.*` catalogue.
    return message ? ({ message } as ValidationMessage) : undefined;
  };
