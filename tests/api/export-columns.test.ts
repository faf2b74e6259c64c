import { describe, expect, it } from 'vitest';
import { parseColumns, parseTexts } from '../../dev-platform/api/exportRequest';
import { translateWith } from '../../dev-platform/jobs/csvCells';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { cellText } from '../../src/resources/field-types/fieldTypeRegistry';
import { exportLayout } from '../../src/resources/framework/list/exportColumns';
import { seedRecords } from '../../src/resources/framework/testing/seedFactories';
import { resourceRegistry } from '../../src/resources/registry';

/** The console's own translate function (its English catalogue). */
const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const spec = { fields: {} } as Parameters<typeof parseColumns>[1];

describe('export columns: the fields the console sends, read back by the platform', () => {
  it.each(resourceRegistry.map((config) => [config.name, config] as const))(
    "accepts every column of the %s list and writes each cell with the field's own plug-in",
    (_name, config) => {
      const fields = config.list.columns.map((source) =>
        config.fields.find((field) => field.source === source)!,
      );
      const { columns, texts } = exportLayout(fields, translate);
      const parsed = parseColumns(columns, spec);
      expect(parsed.map((field) => field.source)).toEqual(
        fields.filter((field) => field.type !== 'secret').map((field) => field.source),
      );
      const cells = { translate: translateWith(parseTexts(texts)), timeZone: 'UTC' };
      // On seeded records, the platform's cell of each column is the console's cell of the declared field.
      const declared = fields.filter((item) => item.type !== 'secret');
      for (const record of seedRecords(config, 3)) {
        const platform = parsed.map((field) => cellText(field, record, cells));
        expect(platform).toEqual(
          declared.map((field) => cellText(field, record, { translate, timeZone: 'UTC' })),
        );
        expect(platform.some((text) => text !== '')).toBe(true);
      }
    },
  );
});
