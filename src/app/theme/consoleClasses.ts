import { alpha, darken, lighten, type Theme } from '@mui/material/styles';

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
});

/** The rules of {@link CONSOLE_CLASSES} for `theme` (MUI's own values, so they look as MUI's components do). */
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
      fontSize: theme.typography.pxToRem(24),
      '&[data-size="small"]': { fontSize: theme.typography.pxToRem(20) },
      '&[data-size="inherit"]': { fontSize: 'inherit' },
    },
    [`td.${CONSOLE_CLASSES.dataCell}`]: {
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
    },
  };
};
