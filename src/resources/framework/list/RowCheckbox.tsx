import type { MouseEvent } from 'react';
import { DataTableClasses } from 'react-admin';
import { CONSOLE_CLASSES } from '../../../app/theme/consoleClasses';
import { classNames } from '../../../utils/classNames';

// MUI's CheckBox and CheckBoxOutlineBlank icons (its Checkbox's defaults).
const CHECKED =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const BLANK = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';

const ROOT = classNames(
  'MuiButtonBase-root MuiCheckbox-root MuiCheckbox-colorPrimary MuiCheckbox-sizeMedium PrivateSwitchBase-root',
  'select-item',
  DataTableClasses.checkbox,
  CONSOLE_CLASSES.checkbox,
);

// Controlled by the row: the click (or Space on the focused input) reaches `onClick` on the root, as in MUI's.
const keepControlled = () => undefined;

/**
 * A row's selection checkbox: MUI's primary `Checkbox` as markup (same classes, input and icons) styled by the page's
 * rule set (`consoleClasses.ts`) instead of the four styled components and the ripple handlers MUI's renders per row.
 * The input is the checkbox (named on itself); the keyboard focus shows as a still highlight where MUI pulsates one.
 */
export function RowCheckbox({
  checked,
  disabled,
  label,
  onClick,
}: {
  checked: boolean;
  disabled: boolean;
  label: string;
  onClick: (event: MouseEvent) => void;
}) {
  return (
    // The root only receives the input's click, as MUI's does: the input is what the keyboard and assistive
    // technologies use.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <span
      className={classNames(ROOT, checked && 'Mui-checked', disabled && 'Mui-disabled')}
      onClick={onClick}
    >
      <input
        type="checkbox"
        className="PrivateSwitchBase-input"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        data-indeterminate="false"
        onChange={keepControlled}
      />
      <svg
        className={`MuiSvgIcon-root MuiSvgIcon-fontSizeMedium ${CONSOLE_CLASSES.iconBox}`}
        focusable="false"
        aria-hidden="true"
        viewBox="0 0 24 24"
      >
        <path d={checked ? CHECKED : BLANK} />
      </svg>
    </span>
  );
}
