import { type FieldOf, type FieldTypeDefinition, impliedUnlessDeclared } from './fieldTypeDefinition';

/** An e-mail address: implies the SPEC §5 `email` rule, shown as a mailto link. */
export const emailType: FieldTypeDefinition<FieldOf<'email'>> = {
  sortable: true,
  searchable: true,
  impliedRules: impliedUnlessDeclared({ name: 'email' }),
  seed: (_field, { resource, index }) => `${resource.name}${index + 1}@example.com`,
};
