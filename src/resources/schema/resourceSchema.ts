import { ENUMERATION_NAMES } from '../../shared/enumerations';
import { CUSTOM_COMPONENT_NAMES } from '../framework/customComponentNames';
import { ICON_NAMES } from '../framework/iconNames';
import {
  FILTER_TYPES,
  HTTP_METHODS,
  type FieldType,
  type ResourceMessages,
  type ValidatorSpec,
} from '../types';
import type { FieldInput, ResourceInput } from '../resourceInput';
import {
  anyValue,
  array,
  boolean,
  literal,
  number,
  object,
  oneOf,
  optional,
  record,
  refine,
  string,
  union,
  variant,
  type Schema,
  type SchemaIssue,
} from './schemaKit';

const name = string({ pattern: /^[a-z][a-zA-Z0-9]*$/, hint: 'expected camelCase letters and digits' });
const route = string({
  pattern: /^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/,
  hint: 'expected lower-case path segments without a leading or trailing slash',
});
const apiPath = string({ pattern: /^\/[^\s?#]*$/, hint: 'expected a path starting with "/"' });
const dotPath = string({
  pattern: /^([a-zA-Z_$][\w$]*(\.[a-zA-Z_$][\w$]*)*)?$/,
  hint: 'expected a dot path',
});
const source = string({ pattern: /^[a-zA-Z_$][\w$]*(\.[a-zA-Z_$][\w$]*)*$/, hint: 'expected a field name' });
const text = string({ nonEmpty: true });
const icon = oneOf(ICON_NAMES);
const method = oneOf(HTTP_METHODS);

const permission = object({ area: text, action: text });
const permissions = array(permission);

const call = object({ method: optional(method), path: apiPath, dataPath: optional(dotPath) });

const listCall = object({
  method: optional(method),
  path: apiPath,
  itemsPath: optional(dotPath),
  totalPath: optional(dotPath),
  query: optional(
    object({
      page: optional(text),
      pageSize: optional(text),
      sort: optional(text),
      order: optional(text),
      filter: optional(text),
      filterStyle: optional(oneOf(['json', 'params'])),
      firstPage: optional(union(literal(0), literal(1), '0 or 1')),
      orderCase: optional(oneOf(['upper', 'lower'])),
    }),
  ),
});

const choice = object({
  value: union<string, number>(string(), number(), 'a text or a number'),
  label: text,
  icon: optional(icon),
});

const fieldCommon = {
  source,
  label: optional(text),
  sortable: optional(boolean()),
  sortField: optional(source),
};
const plain = <T extends FieldType>(type: T) => object({ type: literal(type), ...fieldCommon });
const choiceField = <T extends 'enum' | 'flags'>(type: T) =>
  refine(
    object({
      type: literal(type),
      ...fieldCommon,
      enumeration: optional(oneOf(ENUMERATION_NAMES)),
      choices: optional(array(choice, { minItems: 1 })),
    }),
    (field) =>
      (field.enumeration === undefined) === (field.choices === undefined)
        ? 'needs either "enumeration" or "choices" (exactly one)'
        : undefined,
  );
const referenceField = <T extends 'reference' | 'referenceList'>(type: T) =>
  object({ type: literal(type), ...fieldCommon, reference: name, labelSource: optional(source) });

const field: Schema<FieldInput> = variant('type', {
  text: plain('text'),
  longText: plain('longText'),
  number: plain('number'),
  boolean: plain('boolean'),
  date: plain('date'),
  datetime: plain('datetime'),
  duration: plain('duration'),
  enum: choiceField('enum'),
  flags: choiceField('flags'),
  reference: referenceField('reference'),
  referenceList: referenceField('referenceList'),
  json: plain('json'),
  url: plain('url'),
  email: plain('email'),
  secret: object({ type: literal('secret'), ...fieldCommon, reveal: optional(call) }),
  tags: plain('tags'),
});

const bare = <T extends string>(validator: T) => object({ name: literal(validator) });
const sized = <T extends string>(validator: T) =>
  object({ name: literal(validator), n: number({ integer: true, min: 0 }) });
const pattern = refine(string(), (value) => {
  try {
    new RegExp(value);
    return undefined;
  } catch {
    return `is not a valid regular expression`;
  }
});

const validator: Schema<ValidatorSpec> = variant('name', {
  required: bare('required'),
  match: refine(
    object({ name: literal('match'), field: optional(source), pattern: optional(pattern) }),
    (spec) =>
      (spec.field === undefined) === (spec.pattern === undefined)
        ? 'needs either "field" or "pattern" (exactly one)'
        : undefined,
  ),
  email: bare('email'),
  time: bare('time'),
  optionalTime: bare('optionalTime'),
  minLength: sized('minLength'),
  exactLength: sized('exactLength'),
  digits: bare('digits'),
  range: refine(object({ name: literal('range'), min: number(), max: number() }), (spec) =>
    spec.min <= spec.max ? undefined : `min ${spec.min} is above max ${spec.max}`,
  ),
  minValue: object({ name: literal('minValue'), n: number() }),
  date: bare('date'),
  optionalDate: bare('optionalDate'),
  unique: object({ name: literal('unique'), path: apiPath, param: optional(text), message: optional(text) }),
});

const input = object({
  source,
  validate: optional(array(validator)),
  readOnly: optional(boolean()),
  submit: optional(boolean()),
  defaultValue: optional(anyValue()),
});

const messages: Schema<ResourceMessages> = {
  check(value, path, issues: SchemaIssue[]) {
    return record(union(string(), messages, 'a text or an object of texts')).check(value, path, issues) as
      ResourceMessages | undefined;
  },
};

const related = object({
  resource: name,
  target: source,
  apiPath: optional(apiPath),
  columns: optional(array(source, { minItems: 1 })),
  label: optional(text),
  perPage: optional(number({ integer: true, min: 1, max: 500 })),
});

const tab = object({
  path: string({ pattern: /^[a-zA-Z][a-zA-Z0-9-]*(\/[a-zA-Z][a-zA-Z0-9-]*)*$/, hint: 'expected a sub-path' }),
  label: optional(text),
  permissions: optional(permissions),
  fields: optional(array(source)),
  related: optional(array(related, { minItems: 1 })),
  component: optional(oneOf(CUSTOM_COMPONENT_NAMES)),
});

const action = object({
  name,
  scope: oneOf(['record', 'bulk']),
  label: optional(text),
  icon: optional(icon),
  call,
  confirm: optional(union<string, boolean>(text, boolean(), 'a text or true')),
  form: optional(array(input)),
  permissions,
  tab: optional(text),
  onSuccess: optional(oneOf(['refresh', 'openResult', 'showResult'])),
  resultPath: optional(dotPath),
  successMessage: optional(text),
});

/** The one schema of a resource configuration, for TypeScript declarations and runtime JSON files alike. */
export const resourceSchema: Schema<ResourceInput> = object({
  name,
  route,
  section: optional(oneOf(['flows', 'campaigns', 'administration'])),
  idField: optional(source),
  representation: source,
  icon: optional(icon),
  messages: optional(messages),
  api: object({
    base: optional(oneOf(['core', 'nlp'])),
    list: listCall,
    get: call,
    create: optional(call),
    update: optional(call),
    delete: optional(object({ method: optional(method), path: apiPath })),
  }),
  fields: array(field, { minItems: 1 }),
  list: object({
    columns: array(source, { minItems: 1 }),
    optionalColumns: optional(array(source)),
    defaultSort: object({ field: source, order: oneOf(['ASC', 'DESC']) }),
    perPage: optional(number({ integer: true, min: 1, max: 500 })),
    filters: optional(
      array(
        object({
          source,
          type: oneOf(FILTER_TYPES),
          label: optional(text),
          alwaysOn: optional(boolean()),
        }),
      ),
    ),
    bulkDelete: optional(boolean()),
  }),
  detail: object({ tabs: array(tab, { minItems: 1 }) }),
  form: optional(
    object({
      create: optional(array(input, { minItems: 1 })),
      edit: optional(array(input, { minItems: 1 })),
    }),
  ),
  actions: optional(array(action)),
  permissions: object({
    list: permissions,
    detail: permissions,
    create: optional(permissions),
    edit: optional(permissions),
    delete: optional(permissions),
    export: optional(permissions),
  }),
});
