import { safeAddressCheck } from './conversions';
import type { FieldOf, FieldTypeDefinition } from './fieldTypeDefinition';

/** An address: https anywhere or a path of this site; anything else is refused in forms and never a link. */
export const urlType: FieldTypeDefinition<FieldOf<'url'>> = {
  sortable: true,
  impliedCheck: (_field, { origin }) => safeAddressCheck(origin),
  seed: (_field, { resource, index }) => `https://example.com/${resource.name}/${index + 1}`,
};
