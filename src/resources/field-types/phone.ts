import { E164_PATTERN } from '../../shared/phoneNumbers';
import { type FieldOf, type FieldTypeDefinition, impliedUnlessDeclared } from './fieldTypeDefinition';

/** A phone number in E.164 form, shown as a tel: link. */
export const phoneType: FieldTypeDefinition<FieldOf<'phone'>> = {
  sortable: true,
  searchable: true,
  impliedRules: impliedUnlessDeclared({ name: 'match', pattern: E164_PATTERN }),
  seed: (_field, { index }) => `+42060${String(index).padStart(7, '0')}`,
};
