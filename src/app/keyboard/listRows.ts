/**
 * Row moves of the list shortcuts, over the rows the lists render focusable (KeyboardDataTableRow): the rows of the
 * page's tables, in document order. Nothing happens while a dialog or a menu is open: its keys are its own.
 */

const ROWS = 'tbody tr[tabindex="0"]';

function rows(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(ROWS)];
}

/** Whether something above the page (a dialog, a menu, a listbox) has the keyboard. */
function overlayOpen(root: Document): boolean {
  return root.querySelector('[role="dialog"], [role="menu"], [role="listbox"]') !== null;
}

/**
 * Focuses the next (`1`) or previous (`-1`) row; from outside the rows, the first one when `enter` is set. False when
 * nothing moved.
 */
export function moveRow(
  delta: 1 | -1,
  { enter = true, root = document }: { enter?: boolean; root?: Document } = {},
): boolean {
  if (overlayOpen(root)) return false;
  const all = rows(root);
  const current = all.indexOf(root.activeElement as HTMLElement);
  if (all.length === 0 || (current < 0 && !enter)) return false;
  const next = current < 0 ? 0 : Math.min(all.length - 1, Math.max(0, current + delta));
  all[next]!.focus();
  return true;
}

/** Opens the focused row as a click does; false when no row has the focus. */
export function openRow(root: Document = document): boolean {
  const active = root.activeElement as HTMLElement | null;
  if (overlayOpen(root) || !active || !rows(root).includes(active)) return false;
  active.click();
  return true;
}

/**
 * Submits the form being edited: the one holding the focus, else the form of an open dialog, else the page's only
 * form. Submitting goes through the form's own submit (its validation, its save button's handler).
 */
export function submitForm(root: Document = document): boolean {
  const active = root.activeElement;
  const form =
    active?.closest('form') ??
    root.querySelector<HTMLFormElement>('[role="dialog"] form') ??
    (root.querySelectorAll('form').length === 1 ? root.querySelector('form') : null);
  if (!form) return false;
  form.requestSubmit();
  return true;
}
