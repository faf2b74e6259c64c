/**
 * A small schema library for JSON-like data: each schema checks a value, reports every problem with its exact path
 * (`fields[2].type`) and returns the value typed. Written here because resource files are validated in the browser
 * at start-up and the messages must speak the configuration's language.
 */

/** One problem found in a value. `path` is '' for the root. */
export interface SchemaIssue {
  path: string;
  message: string;
}

export interface Schema<T> {
  /** Checks `value` at `path`, appends problems to `issues` and returns the value (undefined when unusable). */
  check(value: unknown, path: string, issues: SchemaIssue[]): T | undefined;
  /** A schema whose property may be absent from an object. */
  readonly optional?: boolean;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

/** `a.b`, `a[2]`: the path of a property or an item. */
export const childPath = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** A short JSON rendering of a wrong value for messages. */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

const typeName = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'an object'
        : `a ${typeof value}`;

const fail = (issues: SchemaIssue[], path: string, message: string) => {
  issues.push({ path, message });
  return undefined;
};

/** A string; `pattern` with `hint` (what the pattern means, for the message). */
export function string(
  options: { pattern?: RegExp; hint?: string; nonEmpty?: boolean } = {},
): Schema<string> {
  return {
    check(value, path, issues) {
      if (typeof value !== 'string') return fail(issues, path, `expected a text, got ${shown(value)}`);
      if (options.nonEmpty && value.trim() === '') return fail(issues, path, 'must not be empty');
      if (options.pattern && !options.pattern.test(value))
        return fail(issues, path, `${options.hint ?? `must match ${options.pattern}`}, got ${shown(value)}`);
      return value;
    },
  };
}

/** One of the listed strings: `expected one of a, b, got "c"`. */
export function oneOf<const T extends string>(values: readonly T[]): Schema<T> {
  return {
    check(value, path, issues) {
      if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
      return fail(issues, path, `expected one of ${values.join(', ')}, got ${shown(value)}`);
    },
  };
}

/** A finite number, optionally whole and bounded. */
export function number(options: { integer?: boolean; min?: number; max?: number } = {}): Schema<number> {
  return {
    check(value, path, issues) {
      const what = options.integer ? 'a whole number' : 'a number';
      if (
        typeof value !== 'number' ||
        !Number.isFinite(value) ||
        (options.integer && !Number.isInteger(value))
      )
        return fail(issues, path, `expected ${what}, got ${shown(value)}`);
      if (options.min !== undefined && value < options.min)
        return fail(issues, path, `must be at least ${options.min}, got ${value}`);
      if (options.max !== undefined && value > options.max)
        return fail(issues, path, `must be at most ${options.max}, got ${value}`);
      return value;
    },
  };
}

export function boolean(): Schema<boolean> {
  return {
    check: (value, path, issues) =>
      typeof value === 'boolean' ? value : fail(issues, path, `expected true or false, got ${shown(value)}`),
  };
}

/** Exactly the given value (used for discriminators). */
export function literal<const T extends string | number | boolean>(expected: T): Schema<T> {
  return {
    check: (value, path, issues) =>
      value === expected ? expected : fail(issues, path, `expected ${shown(expected)}, got ${shown(value)}`),
  };
}

/** Any JSON value. */
export function anyValue(): Schema<unknown> {
  return { check: (value) => value };
}

export function union<A, B>(a: Schema<A>, b: Schema<B>, expected: string): Schema<A | B> {
  return {
    check(value, path, issues) {
      for (const schema of [a, b] as Schema<A | B>[]) {
        const trial: SchemaIssue[] = [];
        const result = schema.check(value, path, trial);
        if (trial.length === 0) return result;
      }
      return fail(issues, path, `expected ${expected}, got ${shown(value)}`);
    },
  };
}

export function array<T>(item: Schema<T>, options: { minItems?: number } = {}): Schema<T[]> {
  return {
    check(value, path, issues) {
      if (!Array.isArray(value)) return fail(issues, path, `expected a list, got ${typeName(value)}`);
      if (options.minItems !== undefined && value.length < options.minItems)
        return fail(
          issues,
          path,
          `needs at least ${options.minItems} item${options.minItems === 1 ? '' : 's'}`,
        );
      const before = issues.length;
      const items = value.map((entry, index) => item.check(entry, childPath(path, index), issues));
      return issues.length === before ? (items as T[]) : undefined;
    },
  };
}

/** An object whose every value matches `value` (keys free). */
export function record<T>(value: Schema<T>): Schema<Record<string, T>> {
  return {
    check(input, path, issues) {
      if (!isPlainObject(input)) return fail(issues, path, `expected an object, got ${typeName(input)}`);
      const before = issues.length;
      const result: Record<string, T> = {};
      for (const [key, entry] of Object.entries(input)) {
        const checked = value.check(entry, childPath(path, key), issues);
        if (checked !== undefined) result[key] = checked;
      }
      return issues.length === before ? result : undefined;
    },
  };
}

/** Marks a schema as an optional object property. */
export function optional<T>(schema: Schema<T>): Schema<T> & { readonly optional: true } {
  return { check: schema.check, optional: true };
}

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S];
type RequiredKeys<S extends Shape> = Exclude<keyof S, OptionalKeys<S>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type InferShape<S extends Shape> = Simplify<
  { [K in RequiredKeys<S>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

/** An object with exactly these properties: missing required ones and unknown ones (typos) are reported. */
export function object<S extends Shape>(shape: S): Schema<InferShape<S>> {
  const known = Object.keys(shape);
  return {
    check(value, path, issues) {
      if (!isPlainObject(value)) return fail(issues, path, `expected an object, got ${typeName(value)}`);
      const before = issues.length;
      const result: Record<string, unknown> = {};
      for (const key of known) {
        const schema = shape[key];
        if (value[key] === undefined) {
          if (!schema.optional) fail(issues, childPath(path, key), 'is required');
          continue;
        }
        const checked = schema.check(value[key], childPath(path, key), issues);
        if (checked !== undefined) result[key] = checked;
      }
      for (const key of Object.keys(value)) {
        if (!known.includes(key))
          fail(issues, childPath(path, key), `unknown property (expected one of ${known.join(', ')})`);
      }
      return issues.length === before ? (result as InferShape<S>) : undefined;
    },
  };
}

/** Objects told apart by a discriminator property, e.g. fields by `type`. */
export function variant<K extends string, V extends Record<string, Schema<unknown>>>(
  key: K,
  variants: V,
): Schema<Infer<V[keyof V]>> {
  const names = Object.keys(variants);
  return {
    check(value, path, issues) {
      if (!isPlainObject(value)) return fail(issues, path, `expected an object, got ${typeName(value)}`);
      const tag = value[key];
      if (tag === undefined) return fail(issues, childPath(path, key), 'is required');
      if (typeof tag !== 'string' || !names.includes(tag))
        return fail(issues, childPath(path, key), `expected one of ${names.join(', ')}, got ${shown(tag)}`);
      return variants[tag].check(value, path, issues) as Infer<V[keyof V]> | undefined;
    },
  };
}

/** Adds a check on an already valid value; `test` returns a message or undefined. */
export function refine<T>(schema: Schema<T>, test: (value: T) => string | undefined): Schema<T> {
  return {
    optional: schema.optional,
    check(value, path, issues) {
      const checked = schema.check(value, path, issues);
      if (checked === undefined) return undefined;
      const message = test(checked);
      return message ? fail(issues, path, message) : checked;
    },
  };
}

/** Runs a schema on a whole value: the value when valid, else every issue. */
export function parseWith<T>(
  schema: Schema<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; issues: SchemaIssue[] } {
  const issues: SchemaIssue[] = [];
  const result = schema.check(value, '', issues);
  return issues.length === 0 && result !== undefined ? { ok: true, value: result } : { ok: false, issues };
}

/** `path: message` (or just the message at the root). */
export const formatIssue = (issue: SchemaIssue) =>
  issue.path ? `${issue.path}: ${issue.message}` : issue.message;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
