/**
 * Where a list's aside (`list.aside`: folders, charts) sits: beside the list, `width` wide, from `md` on, and under it
 * at full width below, where the theme stacks the list and its aside (a phone or a half screen has no room beside).
 */
export const listAsideSx = (width: number) =>
  ({
    ml: { md: 2 },
    mt: { xs: 2, md: 0 },
    width: { xs: 'auto', md: width },
    flexShrink: 0,
  }) as const;
