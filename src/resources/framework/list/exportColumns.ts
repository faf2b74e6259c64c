import type { TranslateFunction } from 'react-admin';
import type { ExportColumn } from '../../../shared/wire/home';
import type { FieldConfig } from '../../types';

/**
 * The columns of a list export as the platform's CSV job takes them: the list's own translated headers, and how to
 * write each cell so the file reads like the list (translated choice labels; dates and durations by type, in the
 * time zone sent along). Secrets are never exported.
 */
export function exportColumns(fields: readonly FieldConfig[], translate: TranslateFunction): ExportColumn[] {
  return fields
    .filter((field) => field.type !== 'secret')
    .map((field): ExportColumn => {
      const label = translate(field.label, { smart_count: 1 });
      switch (field.type) {
        case 'date':
        case 'datetime':
        case 'duration':
          return { source: field.source, label, type: field.type };
        case 'boolean':
          return {
            source: field.source,
            label,
            type: 'enum',
            choices: [true, false].map((value) => ({
              value,
              label: translate(value ? 'ra.boolean.true' : 'ra.boolean.false'),
            })),
          };
        case 'enum':
        case 'flags':
          return {
            source: field.source,
            label,
            type: field.type,
            choices: field.choices.map((choice) => ({
              value: choice.value,
              label: translate(choice.label, { _: choice.label }),
            })),
          };
        case 'reference':
        case 'referenceList':
          // The list shows the referenced records' names, which the list items carry at `labelSource`.
          return { source: field.labelSource ?? field.source, label };
        default:
          return { source: field.source, label };
      }
    });
}
