import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { CSV_BOM, csvLine } from '../../src/shared/csv';
import type { ListResponse } from '../../src/shared/wire/common';
import { cellText } from '../../src/resources/field-types/fieldTypeRegistry';
import type { FieldConfig } from '../../src/resources/types';
import { translateWith } from './csvCells';
import type { Job } from './jobRunner';
import { counted } from '../../src/shared/counted';

/**
 * A job that writes a whole list, page by page, to a CSV file, each cell as the console's list shows it (the field
 * type plug-ins' cells, in the console's texts and time zone; `csvLine` neutralises formulas). Pages are read one at
 * a time and the event loop gets a turn between them, so a 100,000-row export never holds the table in memory nor
 * blocks other requests.
 */
export function csvExportJob(options: {
  fetchPage(page: number, pageSize: number): ListResponse<Record<string, unknown>>;
  /** The exported fields, each headed by its `label`. */
  columns: FieldConfig[];
  /** The console time zone dates are written in. */
  timeZone: string;
  /** The console's texts of the keys the cells translate. */
  texts?: Readonly<Record<string, string>>;
  file: string;
  resultUrl: string;
  pageSize?: number;
}): Job {
  const pageSize = options.pageSize ?? 2000;
  const cells = { translate: translateWith(options.texts ?? {}), timeZone: options.timeZone };
  return async (control) => {
    const out = createWriteStream(options.file, { encoding: 'utf8' });
    let streamError: Error | undefined;
    // Without a listener a write error (disk full, destroyed stream) would crash the whole platform.
    out.on('error', (error) => (streamError = error));
    const write = async (text: string) => {
      if (streamError) throw streamError;
      if (!out.write(text)) await once(out, 'drain');
    };
    try {
      await write(`${CSV_BOM}${csvLine(options.columns.map((c) => c.label))}`);
      let written = 0;
      for (let page = 1; ; page++) {
        if (control.canceled) throw new Error('Canceled');
        const { items, total } = options.fetchPage(page, pageSize);
        let chunk = '';
        for (const item of items)
          chunk += csvLine(options.columns.map((column) => cellText(column, item, cells)));
        await write(chunk);
        written += items.length;
        control.progress(
          total === 0 ? 100 : (written / total) * 100,
          `${written} / ${counted(total, 'row')}`,
        );
        if (items.length < pageSize || written >= total) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      out.end();
      await once(out, 'finish');
      return { resultUrl: options.resultUrl, description: counted(written, 'row') };
    } catch (error) {
      out.destroy();
      await rm(options.file, { force: true });
      throw error;
    }
  };
}
