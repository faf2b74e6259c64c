import { CONTACT_COLUMNS } from './campaignRules';
import { NAME_MAX, type BodySchema } from './validation/bodySchema';

/** A contact field a file's column may fill. */
export type ContactField = (typeof CONTACT_COLUMNS)[number];

/**
 * Which contact field each column of a file fills, by the column's header text (unmapped columns are left out), so a
 * saved mapping fits every file with the same headers, in any order.
 */
export type ContactMapping = Readonly<Record<string, ContactField>>;

const MAX_COLUMNS = 100;

export const CONTACT_MAPPING_BODY: BodySchema = {
  name: { kind: 'text', max: NAME_MAX, required: true },
};

/** Why a mapping cannot be used (or saved), or null: `phone` mapped, each field from one column, known fields. */
export function mappingProblem(mapping: unknown): string | null {
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) return 'Expected a mapping';
  const entries = Object.entries(mapping);
  if (entries.length > MAX_COLUMNS) return `At most ${MAX_COLUMNS} columns`;
  for (const [header, field] of entries) {
    if (header.length === 0 || header.length > NAME_MAX)
      return 'A column needs a header of 1 to 200 characters';
    if (!(CONTACT_COLUMNS as readonly unknown[]).includes(field))
      return `Unknown contact field ${String(field)}`;
  }
  const fields = entries.map(([, field]) => field);
  if (new Set(fields).size !== fields.length) return 'A contact field is mapped from two columns';
  return fields.includes('phone') ? null : 'Map a column to the phone number';
}

const normalised = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** Header words that name a contact field, normalised (letters only, lower case). */
const SYNONYMS: Readonly<Record<ContactField, readonly string[]>> = {
  phone: ['phone', 'phonenumber', 'number', 'mobile', 'telephone', 'tel', 'msisdn'],
  firstname: ['firstname', 'givenname', 'first', 'name'],
  lastname: ['lastname', 'surname', 'familyname', 'last'],
  email: ['email', 'mail', 'emailaddress'],
};

/**
 * A first mapping for a file's headers: a saved mapping's choices for the headers it knows, then headers that name a
 * field ("Phone number", "E-mail"), each field once.
 */
export function guessMapping(headers: readonly string[], saved: ContactMapping = {}): ContactMapping {
  const mapping: Record<string, ContactField> = {};
  const used = new Set<ContactField>();
  const take = (header: string, field: ContactField | undefined) => {
    if (field === undefined || used.has(field) || header in mapping) return;
    mapping[header] = field;
    used.add(field);
  };
  headers.forEach((header) => Object.hasOwn(saved, header) && take(header, saved[header]));
  headers.forEach((header) =>
    take(
      header,
      CONTACT_COLUMNS.find((field) => SYNONYMS[field].includes(normalised(header))),
    ),
  );
  return mapping;
}

/** The rows of a file as contacts: each mapped column's cell under its field (trimmed), other columns dropped. */
export function mappedRows(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  mapping: ContactMapping,
): Record<ContactField, string>[] {
  const columns = headers.map((header) => (Object.hasOwn(mapping, header) ? mapping[header] : undefined));
  return rows.map((cells) => {
    const contact: Record<ContactField, string> = { phone: '', firstname: '', lastname: '', email: '' };
    columns.forEach((field, index) => {
      if (field) contact[field] = (cells[index] ?? '').trim();
    });
    return contact;
  });
}
