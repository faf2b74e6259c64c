import { TableRow, type TableRowProps } from '@mui/material';
import { forwardRef, memo, useCallback, useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import {
  DataTableBody,
  DataTableClasses,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useDataTableStoreContext,
  useCreatePath,
  useRecordContext,
  useResourceContext,
  useStore,
  useTranslate,
  type DataTableBodyProps,
} from 'react-admin';
import { useStableNavigationAbove, WithStableNavigation } from '../../../app/navigation/StableNavigation';
import { CONSOLE_CLASSES } from '../../../app/theme/consoleClasses';
import { classNames } from '../../../utils/classNames';
import { ConsoleTimeZoneProvider } from '../../../utils/ConsoleTimeZoneProvider';
import { leanColumns } from './ConsoleDataCell';
import { RowCallbacksProvider, useRowCallbacks } from './rowCallbacks';
import { RowCheckbox } from './RowCheckbox';
import { shownColumns } from './shownColumns';

/**
 * A list row usable by keyboard (SPEC, issue 18): it takes the focus when it opens something or can be selected,
 * Enter opens it like a click, Space toggles its selection; its selection checkbox is named on the input itself
 * (react-admin's own row names the checkbox's wrapper, which no assistive technology reads).
 */
export const ConsoleDataTableRow = memo(
  forwardRef<HTMLTableRowElement, TableRowProps>(function ConsoleDataTableRow(
    { children, className, sx, ...rest },
    ref,
  ) {
    const { hasBulkActions = false, hover = true } = useDataTableConfigContext();
    const { handleToggleItem, isRowSelectable, rowClick } = useRowCallbacks();
    const selectedIds = useDataTableSelectedIdsContext();
    const record = useRecordContext();
    const resource = useResourceContext();
    const translate = useTranslate();
    // Not react-router's `useNavigate`: it follows the address, and every row would render again on a page change.
    const { navigate } = useStableNavigationAbove();
    // Where a row leads is always its `rowClick` (a path, or a react-admin view name): react-admin's path helper for
    // records also prepares an asynchronous permission check per row (a mutation observer), never needed here.
    const createPath = useCreatePath();
    const selectable = !!record && !!handleToggleItem && (!isRowSelectable || isRowSelectable(record));
    const selected = !!record && !!selectedIds?.includes(record.id);
    const showCheckbox = hasBulkActions && !!handleToggleItem;
    const opens = rowClick !== undefined && rowClick !== false;

    const toggle = useCallback(
      (event: MouseEvent | KeyboardEvent) => {
        if (!record || !selectable) return;
        handleToggleItem?.(record.id, event as never);
        event.stopPropagation();
      },
      [record, selectable, handleToggleItem],
    );
    const open = useCallback(async () => {
      if (!record || !resource || !opens) return;
      const link = typeof rowClick === 'function' ? await rowClick(record.id, resource, record) : rowClick;
      if (!link) return;
      const path = createPath({ resource, id: record.id, type: link });
      if (path) navigate(path, { state: { _scrollToTop: true } });
    }, [record, resource, opens, rowClick, createPath, navigate]);
    const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
      // Keys typed in the row's own controls (links, buttons, the checkbox) are theirs.
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        void open();
      } else if (event.key === ' ' && showCheckbox) {
        event.preventDefault();
        toggle(event);
      }
    };
    if (!record) return null;
    const classes = classNames(
      className,
      selectable && DataTableClasses.selectable,
      opens && DataTableClasses.clickableRow,
    );
    const rowProps = {
      ref,
      tabIndex: opens || (showCheckbox && selectable) ? 0 : undefined,
      onClick: () => void open(),
      onKeyDown,
      ...rest,
    };
    const cells = (
      <>
        {showCheckbox && (
          <td className={CHECKBOX_CELL}>
            <RowCheckbox
              checked={selectable && selected}
              disabled={!selectable}
              label={translate('ra.action.select_row')}
              onClick={toggle}
            />
          </td>
        )}
        {children}
      </>
    );
    // react-admin's body passes its `rowSx` (often undefined): only a row with styles of its own is MUI's TableRow.
    if (sx !== undefined)
      return (
        <TableRow {...rowProps} hover={hover} className={classes} sx={sx}>
          {cells}
        </TableRow>
      );
    const lean = classNames(
      'MuiTableRow-root',
      hover && 'MuiTableRow-hover',
      CONSOLE_CLASSES.tableRow,
      classes,
    );
    return (
      <tr {...rowProps} className={lean}>
        {cells}
      </tr>
    );
  }),
);

/** MUI's small `padding="checkbox"` body cell, drawn from the page's rule set (`consoleClasses.ts`). */
const CHECKBOX_CELL = `MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall MuiTableCell-paddingCheckbox ${CONSOLE_CLASSES.dataCell}`;

const ROW_FOCUS_OUTLINE = {
  '& > tr:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

/**
 * react-admin's table body with {@link ConsoleDataTableRow} rows: every list and related list uses it. Its cells share
 * one read of the console time zone; its rows, a navigation that does not follow the address and callbacks that do not
 * follow the list's parameters, and the shown columns only.
 */
export function ConsoleDataTableBody({ sx, children, ...props }: DataTableBodyProps) {
  // The store and default react-admin's cells read to hide themselves.
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  // The same columns from one render to the next: the rows are memoised on them.
  const columns = useMemo(() => leanColumns(shownColumns(children, hidden)), [children, hidden]);
  return (
    <WithStableNavigation>
      <RowCallbacksProvider>
        <ConsoleTimeZoneProvider>
          <DataTableBody
            {...props}
            row={ConsoleDataTableRow}
            sx={sx ? [ROW_FOCUS_OUTLINE, ...(Array.isArray(sx) ? sx : [sx])] : ROW_FOCUS_OUTLINE}
          >
            {columns}
          </DataTableBody>
        </ConsoleTimeZoneProvider>
      </RowCallbacksProvider>
    </WithStableNavigation>
  );
}
