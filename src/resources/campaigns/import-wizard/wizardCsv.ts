import { CONTACT_COLUMNS } from '../../../shared/campaignRules';
import type { ContactField } from '../../../shared/contactMapping';
import { csvLine, CSV_BOM, quoteCell } from '../../../shared/csv';
import type { ContactImportError } from '../../../shared/wire/campaigns';

/**
 * The mapped contacts as the import call's CSV (the contact fields as columns). Cells are quoted, not neutralised:
 * this text goes to the platform, not to a spreadsheet, and `+420…` must stay a number.
 */
export function contactsCsv(contacts: readonly Record<ContactField, string>[]): string {
  const line = (cells: readonly string[]) => `${cells.map(quoteCell).join(',')}\r\n`;
  return (
    line(CONTACT_COLUMNS) + contacts.map((contact) => line(CONTACT_COLUMNS.map((c) => contact[c]))).join('')
  );
}

/** The refused rows of a report as a CSV file for people (cells neutralised against formulas). */
export function refusedRowsCsv(errors: readonly ContactImportError[]): string {
  return (
    CSV_BOM +
    csvLine(['line', 'phone', 'reason']) +
    errors.map((e) => csvLine([e.line, e.phone, e.message])).join('')
  );
}
