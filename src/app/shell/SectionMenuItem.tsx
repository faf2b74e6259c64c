import { ListItemIcon, MenuItem, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { memo, type ReactNode } from 'react';
import { MenuItemLinkClasses, useSidebarState } from 'react-admin';
import { StableLink } from '../navigation/StableLink';

/**
 * One entry of the side menu: react-admin's menu item (same classes, styles, tooltip when the menu is folded, closes
 * the menu on small screens), told whether it is active instead of reading the address itself. react-admin's own
 * item re-renders, whole, on every navigation (a list's next page) because it matches the location; this one
 * renders again only when its label, icon or active state changes; its link does not follow the address either
 * ({@link StableLink}).
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
    <StyledMenuItem
      className={
        active ? `${MenuItemLinkClasses.root} ${MenuItemLinkClasses.active}` : MenuItemLinkClasses.root
      }
      component={StableLink}
      to={to}
      tabIndex={0}
      onClick={isSmall ? () => setOpen(false) : undefined}
    >
      {icon && <ListItemIcon className={MenuItemLinkClasses.icon}>{icon}</ListItemIcon>}
      <Typography variant="inherit" noWrap sx={LABEL}>
        {label}
      </Typography>
    </StyledMenuItem>
  );
  return open ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
});

const LABEL = { flexGrow: 1 } as const;

// react-admin's item styles, under its theme name (`RaMenuItemLink`), so theme overrides reach both alike.
const StyledMenuItem = styled(MenuItem, {
  name: 'RaMenuItemLink',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  [`& .${MenuItemLinkClasses.icon}`]: {
    color: (theme.vars || theme).palette.text.secondary,
    minWidth: theme.spacing(5),
  },
  [`&.${MenuItemLinkClasses.active}`]: { color: (theme.vars || theme).palette.text.primary },
  [`.MuiList-dense > & > .${MenuItemLinkClasses.icon}`]: { minWidth: theme.spacing(3.5) },
})) as typeof MenuItem;
