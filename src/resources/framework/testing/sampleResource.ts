import { i18nProvider } from '../../../providers/i18nProvider';
import { defineResource } from '../../defineResource';
import type { SeedContext, Translate } from '../../field-types/fieldTypeDefinition';
import { cellText, impliedChecks } from '../../field-types/fieldTypeRegistry';
import type { FieldInput } from '../../field-types/fieldTypes';
import type { InputSpec } from '../../schema/inputSchema';
import type { FieldConfig, ResourceConfig } from '../../types';
import type { ValidatorSpec } from '../../../shared/validation/validatorSpecs';

/** A label for a source: `phoneNumber` → `Phone number`. */
const labelOf = (source: string) => {
  const words = source.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A resource `samples` with the given fields (after an `id`), each labelled after its source, and an edit form of
 * the given inputs (by default one per field): the smallest configuration a field type can be tried in.
 */
export function sampleResource(fields: FieldInput[], inputs?: InputSpec[]): ResourceConfig {
  const all: FieldInput[] = [{ source: 'id', type: 'number' }, ...fields];
  return defineResource({
    name: 'samples',
    route: 'samples',
    representation: fields[0].source,
    messages: {
      name: 'Sample |||| Samples',
      fields: Object.fromEntries(all.map((field) => [field.source, labelOf(field.source)])),
      tabs: { overview: 'Overview' },
    },
    api: { list: { path: '/samples' }, get: { path: '/samples/{id}' }, update: { path: '/samples/{id}' } },
    fields: all,
    list: { columns: [fields[0].source], defaultSort: { field: 'id', order: 'ASC' } },
    detail: { tabs: [{ path: 'overview', fields: fields.map((field) => field.source) }] },
    form: { edit: inputs ?? fields.map((field) => ({ source: field.source })) },
    permissions: { list: [], detail: [], edit: [] },
  });
}

/**
 * A resource `stats` whose `statistics` tab is a chart section over a date range: calls and minutes per day of
 * `GET /stats/{id}/statistics`, with their totals.
 */
export const sampleChartResource = (): ResourceConfig =>
  defineResource({
    name: 'stats',
    route: 'stats',
    representation: 'name',
    messages: {
      name: 'Stat |||| Stats',
      fields: { id: 'ID', name: 'Name', calls: 'Calls', minutes: 'Minutes' },
      tabs: { overview: 'Overview', statistics: 'Statistics' },
    },
    api: { list: { path: '/stats' }, get: { path: '/stats/{id}' } },
    fields: [
      { source: 'id', type: 'number' },
      { source: 'name', type: 'text' },
    ],
    list: { columns: ['name'], defaultSort: { field: 'id', order: 'ASC' } },
    detail: {
      tabs: [
        { path: 'overview', fields: ['name'] },
        {
          path: 'statistics',
          sections: [
            {
              title: 'Calls per day',
              chart: {
                chart: {
                  x: { source: 'date', type: 'date', label: 'Day' },
                  series: [
                    { source: 'calls', label: 'resources.stats.fields.calls' },
                    { source: 'minutes', label: 'resources.stats.fields.minutes' },
                  ],
                  totalsPath: 'totals',
                  totals: ['calls', 'minutes'],
                },
                source: { path: '/stats/{id}/statistics' },
                dateRange: { defaultDays: 7 },
              },
            },
          ],
        },
      ],
    },
    permissions: { list: [], detail: [] },
  });

/** The completed configuration of one field of a resource. */
export function fieldOf(config: ResourceConfig, source: string): FieldConfig {
  const field = config.fields.find((item) => item.source === source);
  if (!field) throw new Error(`No field "${source}" in the sample resource`);
  return field;
}

/**
 * One field completed as a resource completes it (label, sortable, choices of its enumeration, …); `others` are the
 * fields it names (labels, currencies).
 */
export const sampleField = <F extends FieldInput>(field: F, ...others: FieldInput[]) =>
  fieldOf(sampleResource([field, ...others]), field.source) as Extract<FieldConfig, { type: F['type'] }>;

/** The console's English texts, as CSV cells translate them. */
export const translate: Translate = (key, options) => i18nProvider.translate(key, options);

/** The seed context of the `index`-th record of the sample resource (references count `count` records). */
export const seedContext = (index: number, count = 30): SeedContext => ({
  resource: { name: 'samples', representation: 'name' },
  index,
  referenceCount: () => count,
});

/** A record's value of a field as its CSV cell (English texts, Europe/Prague unless told). */
export const cellOf = (field: FieldConfig, record: Record<string, unknown>, timeZone = 'Europe/Prague') =>
  cellText(field, record, { translate, timeZone });

/** The messages (i18n keys) of the checks a field's type implies that `value` fails. */
export function failuresOf(
  field: FieldConfig,
  value: unknown,
  options: { declared?: ValidatorSpec[]; values?: Record<string, unknown>; timeZone?: string } = {},
): string[] {
  const { declared = [], values = {}, timeZone = 'Europe/Prague' } = options;
  return impliedChecks(field, declared, { timeZone, origin: 'http://localhost:8080' }).flatMap(
    (check) => check(value, values)?.message ?? [],
  );
}
