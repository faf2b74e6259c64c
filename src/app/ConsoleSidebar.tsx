import { Drawer, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SidebarClasses, useSidebarState } from 'react-admin';

const DRAWER_WIDTH = 240;
const CLOSED_DRAWER_WIDTH = 55;

/**
 * react-admin's `Sidebar` (same class names and styles) for a top bar that is always shown. react-admin's own
 * subscribes to the page's scroll position even then, and reads it (a forced layout) while the first screen mounts.
 */
export function ConsoleSidebar({ children }: { children: ReactNode }) {
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  const toggle = () => setOpen(!open);
  return isXSmall ? (
    <StyledDrawer variant="temporary" open={open} onClose={toggle} classes={SidebarClasses}>
      {children}
    </StyledDrawer>
  ) : (
    <StyledDrawer
      variant="permanent"
      open={open}
      onClose={toggle}
      classes={SidebarClasses}
      className={open ? 'RaSidebar-open' : 'RaSidebar-closed'}
    >
      <div className={SidebarClasses.fixed}>{children}</div>
    </StyledDrawer>
  );
}

const StyledDrawer = styled(Drawer, {
  name: 'RaSidebar',
  slot: 'Root',
  overridesResolver: (_props, styles) => styles.root,
  shouldForwardProp: () => true,
})(({ open, theme }) => ({
  height: 'calc(100vh - 3em)',
  marginTop: 0,
  [`& .${SidebarClasses.fixed}`]: {
    position: 'fixed',
    height: 'calc(100vh - 3em)',
    overflowX: 'hidden',
    scrollbarWidth: 'none',
    msOverflowStyle: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
  '& .MuiPaper-root': {
    position: 'relative',
    width: open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH,
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
    backgroundColor: 'transparent',
    borderRight: 'none',
    [theme.breakpoints.only('xs')]: {
      marginTop: 0,
      height: '100vh',
      position: 'inherit',
      backgroundColor: (theme.vars || theme).palette.background.default,
    },
    [theme.breakpoints.up('md')]: { border: 'none' },
    zIndex: 'inherit',
  },
}));
