import {
  createElement,
  isValidElement,
  memo,
  type ElementType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { DataTable, DataTableClasses, useRecordContext, type RaRecord } from 'react-admin';
import { CONSOLE_CLASSES } from '../../../app/theme/consoleClasses';
import { classNames } from '../../../utils/classNames';

/** The column props a lean cell renders; a column with any other (cell styles, alignment, padding) keeps its own. */
const LEAN_PROPS = new Set([
  'source',
  'label',
  'disableSort',
  'sortByOrder',
  'children',
  'render',
  'field',
  'cellClassName',
  'headerClassName',
]);

interface LeanColumnProps {
  source?: string;
  children?: ReactNode;
  render?: (record: RaRecord) => ReactNode;
  field?: ElementType;
  cellClassName?: string;
}

/** The class names MUI gives a small body cell, react-admin's row cell and the column's: every rule keyed on them applies. */
const cellClassName = (source: string | undefined, extra: string | undefined) =>
  classNames(
    'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall',
    DataTableClasses.rowCell,
    CONSOLE_CLASSES.dataCell,
    extra,
    source !== undefined && `column-${source}`,
  );

/**
 * A table body cell that is a plain `<td>` of the page's cell class (`consoleClasses.ts`), not three components each
 * computing its styles again per cell (react-admin's cell, its styled wrapper and MUI's TableCell). A 25-row page of
 * 8 columns renders 200 of them; hidden columns are left out before (`shownColumns`).
 */
const ConsoleDataCell = memo(function ConsoleDataCell({
  source,
  children,
  render,
  field,
  cellClassName: extra,
}: LeanColumnProps) {
  const record = useRecordContext();
  let content: ReactNode = children;
  if (content === undefined) {
    if (render) content = record ? render(record) : null;
    else if (field) content = createElement(field, { source });
    else if (source !== undefined) content = valueAt(record, source);
  }
  return <td className={cellClassName(source, extra)}>{content}</td>;
});

function valueAt(record: RaRecord | undefined, source: string): string | null {
  let value: unknown = record;
  for (const key of source.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return value == null ? null : String(value);
}

/** The body's columns with each plain `DataTable.Col` drawn as a {@link ConsoleDataCell}. */
export function leanColumns(columns: readonly ReactNode[]): ReactNode[] {
  return columns.map((column) =>
    isLeanColumn(column) ? <ConsoleDataCell key={column.key} {...column.props} /> : column,
  );
}

function isLeanColumn(column: ReactNode): column is ReactElement<LeanColumnProps> {
  return (
    isValidElement(column) &&
    column.type === DataTable.Col &&
    Object.keys(column.props as object).every((prop) => LEAN_PROPS.has(prop))
  );
}
