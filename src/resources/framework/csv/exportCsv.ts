import type { DataProvider, FilterPayload, SortPayload, TranslateFunction } from 'react-admin';
import type { FieldConfig } from '../../types';
import { cellText } from '../../field-types/fieldTypeRegistry';
import { CSV_BOM, csvLine } from './csv';

/** Most rows one export writes; beyond it the user is told to narrow the filters (documented in README). */
export const EXPORT_ROW_CAP = 10_000;
/** Rows fetched per request: the core API's largest page, so a big export never asks for the table at once. */
export const EXPORT_PAGE_SIZE = 500;

export interface CsvExportOptions {
  dataProvider: Pick<DataProvider, 'getList'>;
  resource: string;
  columns: readonly FieldConfig[];
  filter: FilterPayload;
  sort: SortPayload;
  translate: TranslateFunction;
  timeZone: string;
  cap?: number;
  pageSize?: number;
  signal?: AbortSignal;
}

/**
 * Builds a CSV of the visible columns and current filters by paging through the list call, converting each page to
 * text and dropping its records before fetching the next. Cells are neutralised against formula injection.
 */
export async function exportCsv(
  options: CsvExportOptions,
): Promise<{ blob: Blob; count: number; total: number }> {
  const { dataProvider, resource, columns, translate, timeZone, cap = EXPORT_ROW_CAP } = options;
  const pageSize = Math.min(options.pageSize ?? EXPORT_PAGE_SIZE, cap);
  const parts: string[] = [
    CSV_BOM,
    csvLine(columns.map((field) => translate(field.label, { smart_count: 1 }))),
  ];
  let count = 0;
  let total = 0;
  for (let page = 1; count < cap; page++) {
    const result = await dataProvider.getList(resource, {
      pagination: { page, perPage: pageSize },
      sort: options.sort,
      filter: options.filter,
      signal: options.signal,
    });
    total = result.total ?? result.data.length;
    for (const record of result.data.slice(0, cap - count)) {
      parts.push(csvLine(columns.map((field) => cellText(field, record, { translate, timeZone }))));
      count += 1;
    }
    if (result.data.length < pageSize || count >= total) break;
  }
  return { blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }), count, total };
}

/** Offers a blob as a file download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; the download keeps its own reference.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
