import { Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { MenuItemLinkClasses, useSidebarState } from 'react-admin';
import { StableLink } from '../navigation/StableLink';

/** Class of the menu's entries and of their labels: their styles are the menu's ({@link sectionMenuItemStyles}). */
export const SECTION_MENU_ITEM = 'SbSectionMenuItem';
const LABEL = `${SECTION_MENU_ITEM}-label`;

/**
 * One entry of the side menu: react-admin's menu item (its classes, look, tooltip when the menu is folded, closing
 * the menu on small screens), told whether it is active instead of reading the address itself, so it renders again
 * only when its label, icon or active state changes, and its link does not follow the address either
 * ({@link StableLink}). A plain link styled by the menu, not MUI's MenuItem: two dozen entries would each be a
 * button base, an icon box and a typography with their own style computations on the way to every first screen.
 */
export const SectionMenuItem = memo(function SectionMenuItem({
  to,
  label,
  icon,
  active,
}: {
  to: string;
  /** Translated. */
  label: string;
  icon?: ReactNode;
  active: boolean;
}) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useSidebarState();
  const item = (
    <StableLink
      role="menuitem"
      tabIndex={0}
      className={`${SECTION_MENU_ITEM} ${MenuItemLinkClasses.root}${active ? ` ${MenuItemLinkClasses.active}` : ''}`}
      to={to}
      onClick={isSmall ? () => setOpen(false) : undefined}
    >
      {icon && <span className={MenuItemLinkClasses.icon}>{icon}</span>}
      <span className={LABEL}>{label}</span>
    </StableLink>
  );
  return open ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
});

/** MUI's menu item and react-admin's menu item link, for the menu's entries: set once, on the menu. */
export const sectionMenuItemStyles = (theme: Theme) => {
  const palette = (theme.vars || theme).palette;
  return {
    [`& .${SECTION_MENU_ITEM}`]: {
      ...theme.typography.body1,
      display: 'flex',
      justifyContent: 'flex-start',
      alignItems: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      minHeight: 48,
      padding: '6px 16px',
      [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      color: palette.text.secondary,
      cursor: 'pointer',
      userSelect: 'none',
      outline: 0,
      WebkitTapHighlightColor: 'transparent',
      '&:hover': {
        backgroundColor: palette.action.hover,
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      '&:focus-visible': { backgroundColor: palette.action.focus },
      [`&.${MenuItemLinkClasses.active}`]: { color: palette.text.primary },
    },
    [`& .${MenuItemLinkClasses.icon}`]: {
      display: 'inline-flex',
      flexShrink: 0,
      minWidth: theme.spacing(5),
      color: palette.text.secondary,
    },
    [`& .${LABEL}`]: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' },
  };
};
