import { alpha, darken, lighten, type CSSObject, type Theme } from '@mui/material/styles';

/**
 * Class names of elements a list page shows by the hundred (table cells, links in cells, rows of references), styled
 * by one rule set for the whole page ({@link consoleClassRules}, rendered once with the baseline) instead of a styled
 * component each: every styled element computes, serialises and hashes its styles again on each render, which is
 * most of the cost of a 25-row page's first render and of each page change.
 */
export const CONSOLE_CLASSES = Object.freeze({
  /** MUI Link's look: primary colour, always underlined, the underline fainter until hovered. */
  link: 'SbLink',
  /** A wrapping row of items one spacing unit apart (a `Stack` with `spacing={1}`, wrapping). */
  inlineList: 'SbInlineList',
  /** A small body cell of MUI's table (TableCell's root, body and small-size styles). */
  dataCell: 'SbDataCell',
  /** An empty `<svg>` the size of MUI's `SvgIcon` (`data-size`: medium, small or inherit), a placeholder. */
  iconBox: 'SbIconBox',
  /** A body row of MUI's table (TableRow's root; with `MuiTableRow-hover`, highlighted under the pointer). */
  tableRow: 'SbTableRow',
  /** MUI's primary `Checkbox` in a small table cell: its root (`Mui-checked`, `Mui-disabled`), input and icon. */
  checkbox: 'SbCheckbox',
});

type Overridden = 'MuiTableCell' | 'MuiTableRow' | 'MuiCheckbox';

const isRuleSet = (value: unknown): value is CSSObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` on top of `base`, nested rule sets merged (a selector both name keeps the declarations of both). */
function mergeRules(base: CSSObject, over: CSSObject): CSSObject {
  const merged: CSSObject = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] = isRuleSet(current) && isRuleSet(value) ? mergeRules(current, value) : value;
  }
  return merged;
}

/** The theme's own root overrides of a component (react-admin's theme has some), which MUI applies after its styles. */
function rootOverrides(theme: Theme, name: Overridden): CSSObject {
  const root: unknown = theme.components?.[name]?.styleOverrides?.root;
  if (typeof root === 'function') return root({ theme, ownerState: {} }) as CSSObject;
  return (root ?? {}) as CSSObject;
}

/**
 * The rules of {@link CONSOLE_CLASSES} for `theme`: MUI's own values, then the theme's overrides of the components they
 * stand for, so they look as MUI's components do.
 */
export const consoleClassRules = (theme: Theme) => {
  const palette = (theme.vars || theme).palette;
  return {
    [`.${CONSOLE_CLASSES.link}`]: {
      color: palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: alpha(theme.palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
    [`.${CONSOLE_CLASSES.inlineList}`]: {
      display: 'flex',
      flexDirection: 'row' as const,
      flexWrap: 'wrap' as const,
      gap: theme.spacing(1),
    },
    [`svg.${CONSOLE_CLASSES.iconBox}`]: {
      userSelect: 'none' as const,
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      fill: 'currentColor',
      transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
      fontSize: theme.typography.pxToRem(24),
      '&[data-size="small"]': { fontSize: theme.typography.pxToRem(20) },
      '&[data-size="inherit"]': { fontSize: 'inherit' },
    },
    [`tr.${CONSOLE_CLASSES.tableRow}`]: mergeRules(
      {
        color: 'inherit',
        display: 'table-row',
        verticalAlign: 'middle',
        outline: 0,
        '&.MuiTableRow-hover:hover': { backgroundColor: palette.action.hover },
      },
      rootOverrides(theme, 'MuiTableRow'),
    ),
    ...checkboxRules(theme),
    [`td.${CONSOLE_CLASSES.dataCell}`]: mergeRules(
      {
        ...theme.typography.body2,
        display: 'table-cell',
        verticalAlign: 'inherit',
        borderBottom: `1px solid ${
          theme.palette.mode === 'light'
            ? lighten(alpha(theme.palette.divider, 1), 0.88)
            : darken(alpha(theme.palette.divider, 1), 0.68)
        }`,
        textAlign: 'left' as const,
        padding: '6px 16px',
        color: palette.text.primary,
        // The selection checkbox's cell (MUI's small size with `padding="checkbox"`).
        '&.MuiTableCell-paddingCheckbox': { width: 24, padding: '0 12px 0 16px', '& > *': { padding: 0 } },
      },
      rootOverrides(theme, 'MuiTableCell'),
    ),
  };
};

/** ButtonBase's, SwitchBase's and Checkbox's rules (primary colour, ripple enabled) for {@link CONSOLE_CLASSES.checkbox}. */
function checkboxRules(theme: Theme) {
  const palette = (theme.vars || theme).palette;
  return {
    [`span.${CONSOLE_CLASSES.checkbox}`]: mergeRules(
      {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        position: 'relative' as const,
        boxSizing: 'border-box' as const,
        WebkitTapHighlightColor: 'transparent',
        backgroundColor: 'transparent',
        outline: 0,
        border: 0,
        margin: 0,
        borderRadius: '50%',
        padding: 9,
        cursor: 'pointer',
        userSelect: 'none' as const,
        verticalAlign: 'middle',
        textDecoration: 'none',
        color: palette.text.secondary,
        '&:hover': {
          backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
          '@media (hover: none)': { backgroundColor: 'transparent' },
        },
        // MUI pulsates a ripple where the keyboard focus is: a still disc of the ripple's size and tint here (the root
        // has no padding in a small table, so the disc reaches past it as the ripple does).
        '&:has(> input:focus-visible)': {
          backgroundColor: alpha(theme.palette.action.active, 0.2),
          boxShadow: `0 0 0 5px ${alpha(theme.palette.action.active, 0.2)}`,
        },
        '&.Mui-checked': { color: palette.primary.main },
        '&.Mui-disabled': { color: palette.action.disabled, pointerEvents: 'none', cursor: 'default' },
        '& > input': {
          cursor: 'inherit',
          position: 'absolute' as const,
          opacity: 0,
          width: '100%',
          height: '100%',
          top: 0,
          left: 0,
          margin: 0,
          padding: 0,
          zIndex: 1,
        },
        '@media print': { colorAdjust: 'exact' },
      },
      rootOverrides(theme, 'MuiCheckbox'),
    ),
  };
}
