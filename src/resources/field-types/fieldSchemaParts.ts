import { z } from 'zod';
import { ENUMERATION_NAMES } from '../../shared/enumerations';
import { customComponentName } from '../schema/customNames';
import { apiPath, icon, matching, name, source, text } from '../schema/primitives';

/** What every field declares: where its value is, its label, whether lists sort by it, an optional display slot. */
export const common = {
  source,
  label: text.optional(),
  sortable: z.boolean().optional(),
  sortField: source.optional(),
  /** A registered component shown instead of the type's own display. */
  component: customComponentName.optional(),
  /** The display links to this console page, `{placeholders}` filled from the record (`/flows/detail/{idFlow}`). */
  link: matching(/^\/(?!\/)[^\s?#]*$/, 'expected a console path starting with "/"').optional(),
};

/** The schema of a type with nothing but the common keys. */
export const plain = <T extends string>(type: T) => z.strictObject({ type: z.literal(type), ...common });

const choice = z.strictObject({
  value: z.union([z.string(), z.number()]),
  label: text,
  icon: icon.optional(),
});

/** `enum` and `flags`: a named enumeration or the configuration's own choices. */
export const choiceField = <T extends 'enum' | 'flags'>(type: T) =>
  z
    .strictObject({
      type: z.literal(type),
      ...common,
      enumeration: z.enum(ENUMERATION_NAMES).optional(),
      choices: z.array(choice).min(1).optional(),
    })
    .refine((field) => (field.enumeration === undefined) !== (field.choices === undefined), {
      error: 'needs either "enumeration" or "choices" (exactly one)',
    });

/** Options of a reference without a resource of its own: a call answering `{ items: [{ id, name }] }`. */
const lookup = z.strictObject({
  path: apiPath,
  valueField: source.default('id'),
  labelField: source.default('name'),
});

/** `reference` and `referenceList`: another resource's records, or the options of a lookup call. */
export const referenceField = <T extends 'reference' | 'referenceList'>(type: T) =>
  z
    .strictObject({
      type: z.literal(type),
      ...common,
      reference: name.optional(),
      lookup: lookup.optional(),
      labelSource: source.optional(),
    })
    .refine((field) => (field.reference === undefined) !== (field.lookup === undefined), {
      error: 'needs either "reference" or "lookup" (exactly one)',
    });
