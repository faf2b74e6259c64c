import { useForkRef } from '@mui/material';
import { forwardRef, memo, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import {
  DataTableBody,
  DataTableRow,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useRecordContext,
  useTranslate,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';

const FOCUS_OUTLINE = {
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

/**
 * react-admin's row, usable by keyboard (SPEC, issue 18): it takes the focus when it opens something or can be
 * selected, Enter opens it as a click does (react-admin's own click handler), Space toggles its selection.
 */
export const KeyboardDataTableRow = memo(
  forwardRef<HTMLTableRowElement, DataTableRowProps>(function KeyboardDataTableRow({ sx, ...props }, ref) {
    const { hasBulkActions = false } = useDataTableConfigContext();
    const { handleToggleItem, isRowSelectable, rowClick } = useDataTableCallbacksContext();
    const record = useRecordContext();
    const translate = useTranslate();
    const own = useRef<HTMLTableRowElement>(null);
    const selectable = !!record && !!handleToggleItem && (!isRowSelectable || isRowSelectable(record));
    const showCheckbox = hasBulkActions && !!handleToggleItem;
    const opens = rowClick !== undefined && rowClick !== false;
    const label = translate('ra.action.select_row');
    // react-admin names the checkbox's wrapper, which no assistive technology reads: the name goes on the input.
    useLayoutEffect(() => {
      own.current?.querySelector('input[type="checkbox"]')?.setAttribute('aria-label', label);
    });
    const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
      // Keys typed in the row's own controls (links, buttons, the checkbox) are theirs.
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter' && opens) {
        event.preventDefault();
        event.currentTarget.click();
      } else if (event.key === ' ' && showCheckbox && selectable && record) {
        event.preventDefault();
        handleToggleItem?.(record.id, event as never);
      }
    };
    return (
      <DataTableRow
        {...props}
        ref={useForkRef(ref, own)}
        tabIndex={opens || (showCheckbox && selectable) ? 0 : undefined}
        onKeyDown={onKeyDown}
        sx={[FOCUS_OUTLINE, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    );
  }),
);

/** react-admin's table body with {@link KeyboardDataTableRow} rows: every list and related list uses it. */
export function KeyboardDataTableBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={KeyboardDataTableRow} />;
}
