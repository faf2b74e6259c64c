import { z } from 'zod';
import { ICON_NAMES } from '../framework/iconNames';
import { FEATURE_SWITCHES, HTTP_METHODS } from './pathParts';

/**
 * Building blocks of the configuration schema. Every message speaks the configuration's language (what was expected,
 * what was found) because ops read them in a banner naming the file and the exact path.
 */
export const matching = (pattern: RegExp, hint: string) =>
  z.string().regex(pattern, { error: (issue) => `${hint}, got ${shown(issue.input)}` });

/** A short JSON rendering of a wrong value for messages. */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

export const name = matching(/^[a-z][a-zA-Z0-9]*$/, 'expected camelCase letters and digits');

/** A console route: lower-case segments, or `:param` / `:param?` route parameters. */
export const route = matching(
  /^[a-z][a-z0-9-]*(\/([a-z][a-z0-9-]*|:[a-zA-Z][a-zA-Z0-9]*\??))*$/,
  'expected lower-case path segments or :parameters without a leading or trailing slash',
);

/** An API path; `{placeholder}` segments are filled from the record, the route parameters or the parent record. */
export const apiPath = matching(/^\/[^\s?#]*$/, 'expected a path starting with "/"');

export const dotPath = matching(/^([a-zA-Z_$][\w$]*(\.[a-zA-Z_$][\w$]*)*)?$/, 'expected a dot path');

export const source = matching(/^[a-zA-Z_$][\w$]*(\.[a-zA-Z_$][\w$]*)*$/, 'expected a field name');

/** A non-empty text (i18n keys, labels). */
export const text = z.string().refine((value) => value.trim() !== '', { error: 'must not be empty' });

export const icon = z.enum(ICON_NAMES);

export const method = z.enum(HTTP_METHODS);

export const featureSwitch = z.enum(FEATURE_SWITCHES);

export const permission = z.strictObject({ area: text, action: text });
export const permissions = z.array(permission);

/** Body of a call: a JSON object whose `"{placeholder}"` texts are replaced by the value they name. */
export const bodyTemplate = z.record(z.string(), z.unknown());

/** One API call; `dataPath` is where the answer's record is ('' = the body itself). */
export const call = z.strictObject({
  method: method.optional(),
  path: apiPath,
  dataPath: dotPath.optional(),
  body: bodyTemplate.optional(),
});

/** A console page's address: absolute, lower-case segments (`/administration/tts-generator`). */
export const pagePath = z.string().regex(/^\/[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/, {
  error: 'expected an absolute path of lower-case segments, e.g. "/administration/tts-generator"',
});

/** A sub-path of a detail page or a page: one segment. */
export const segment = matching(/^[a-zA-Z][a-zA-Z0-9-]*$/, 'expected one path segment');
