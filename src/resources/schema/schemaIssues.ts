import type { z } from 'zod';
import { shown } from './primitives';

import type { SchemaIssue } from './issueText';

/** `a.b`, `a[2]`: a zod path as ops read it. */
export function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    '',
  );
}

const typeName = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'an object'
        : `a ${typeof value}`;

const EXPECTED: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
};

/**
 * Messages in the configuration's language for zod's issue codes ("expected one of a, b, got "c"", "is required",
 * "unknown property"); custom checks keep their own message.
 */
export function issueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${
        typeof issue.input === 'object' ? typeName(issue.input) : shown(issue.input)
      }`;
    case 'invalid_value':
      return `expected one of ${issue.values.map(String).join(', ')}, got ${shown(issue.input)}`;
    case 'invalid_union':
      if ('options' in issue && Array.isArray(issue.options)) {
        const { discriminator } = issue as { discriminator?: string };
        const input = issue.input as Record<string, unknown> | undefined;
        const got = discriminator && input && typeof input === 'object' ? input[discriminator] : input;
        return `expected one of ${issue.options.map(String).join(', ')}, got ${shown(got)}`;
      }
      return `does not match any allowed form, got ${shown(issue.input)}`;
    case 'too_small':
      return issue.origin === 'array'
        ? `expected at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}`
        : `must be at least ${issue.minimum}, got ${shown(issue.input)}`;
    case 'too_big':
      return issue.origin === 'array'
        ? `expected at most ${issue.maximum} items`
        : `must be at most ${issue.maximum}, got ${shown(issue.input)}`;
    default:
      return undefined;
  }
}

/** Flattens zod's issues into path-precise problems; unknown properties are reported one by one. */
export function schemaIssues(issues: readonly z.core.$ZodIssue[]): SchemaIssue[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: pathText([...issue.path, key]), message: 'unknown property' }))
      : [{ path: pathText(issue.path), message: issue.message }],
  );
}
