import { contactRowProblem } from '../../../shared/campaignRules';
import type { ContactField } from '../../../shared/contactMapping';

/**
 * What the browser can tell before importing, row by row: the row's own fields (the platform's rule) and a number
 * met earlier in the file. Known contacts and do-not-call numbers are checked by the platform when the import runs.
 * Rows are numbered as lines of the file, the header being line 1.
 */
export function previewChecksFor(contacts: readonly Record<ContactField, string>[]): (string | null)[] {
  const seen = new Map<string, number>();
  return contacts.map((contact, index) => {
    const own = contactRowProblem(contact);
    if (own) return own;
    const first = seen.get(contact.phone);
    if (first !== undefined) return `phone: Duplicate of line ${first}`;
    seen.set(contact.phone, index + 2);
    return null;
  });
}
