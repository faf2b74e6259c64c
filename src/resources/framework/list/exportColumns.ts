import type { TranslateFunction } from 'react-admin';
import type { ExportColumn, ExportRequest } from '../../../shared/wire/home';
import { cellTextKeys } from '../../field-types/fieldTypeRegistry';
import type { FieldConfig } from '../../types';

/** Keys of a completed field that say nothing about its cells (sorting, display slots, the named enumeration). */
const NOT_FOR_CELLS = ['sortable', 'sortField', 'component', 'link', 'enumeration'] as const;

/**
 * The columns of a list export as the platform's CSV job takes them: each field's configuration headed by the list's
 * own translated label, so the platform writes each cell with the field's type plug-in, as the list shows it. Secrets
 * are never exported.
 */
function exportColumns(fields: readonly FieldConfig[], translate: TranslateFunction): ExportColumn[] {
  return exported(fields).map((field) => {
    const column: Record<string, unknown> = { ...field, label: translate(field.label, { smart_count: 1 }) };
    NOT_FOR_CELLS.forEach((key) => delete column[key]);
    return column as ExportColumn;
  });
}

/**
 * The console's texts of every i18n key the exported cells translate (choice labels, yes/no, the duration pattern),
 * untouched by options so patterns keep their `%{placeholders}` for the platform to fill.
 */
function exportTexts(
  fields: readonly FieldConfig[],
  translate: TranslateFunction,
): NonNullable<ExportRequest['texts']> {
  const keys = new Set(exported(fields).flatMap(cellTextKeys));
  return Object.fromEntries([...keys].map((key) => [key, translate(key, { _: key })]));
}

const exported = (fields: readonly FieldConfig[]) => fields.filter((field) => field.type !== 'secret');

/** What an export request says about its columns: the fields and the texts their cells translate. */
export const exportLayout = (
  fields: readonly FieldConfig[],
  translate: TranslateFunction,
): Pick<ExportRequest, 'columns' | 'texts'> => ({
  columns: exportColumns(fields, translate),
  texts: exportTexts(fields, translate),
});
