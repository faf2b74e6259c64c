import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import RestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Avatar,
  Badge,
  badgeClasses,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
} from '@mui/material';
import { useId, useState } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ConsoleIdentity } from '../../providers/authProvider';
import { useOpenedOnce } from '../../utils/useOpenedOnce';
import { TenantSwitch, useCanSwitchTenant } from '../tenant-context/TenantSwitch';
import { useTenantContext } from '../tenant-context/useTenantContext';
import { useTenantContextActions } from '../tenant-context/useTenantContextActions';
import { profilePage } from '../../custom-pages/profile/profileDefinition';
import { LanguageMenuItems } from '../language/LanguageMenuItems';

/**
 * The profile menu (SPEC §1): initials avatar, with a badge while a tenant context is active; switch tenant (only
 * with tenantContextSwitching and more than one tenant, SPEC §6), restore, the user's own profile (password,
 * two-factor, time zone: every user, whatever their permissions), the console's language, sign out.
 */
export function ProfileMenu() {
  const translate = useTranslate();
  const menuId = useId();
  const { identity } = useGetIdentity();
  const user = identity as ConsoleIdentity | undefined;
  const context = useTenantContext();
  const { restore } = useTenantContextActions();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switching, setSwitching] = useState(false);
  const opened = useOpenedOnce(anchor !== null);

  const canSwitch = useCanSwitchTenant();
  const tenantName = context?.name ?? user?.tenant.name ?? '';
  const close = () => setAnchor(null);
  const label = context
    ? translate('app.profile.open_in_context', {
        name: user?.fullName ?? '',
        tenant: context.name,
        initials: user?.initials ?? '',
      })
    : translate('app.profile.open', { name: user?.fullName ?? '', initials: user?.initials ?? '' });

  return (
    <>
      <IconButton
        aria-label={label}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        color="inherit"
      >
        <Badge
          color="warning"
          variant="dot"
          overlap="circular"
          invisible={!context}
          data-testid="tenant-context-badge"
          sx={{
            [`& .${badgeClasses.dot}`]: {
              width: 12,
              height: 12,
              borderRadius: 6,
              border: 2,
              borderColor: 'primary.main',
            },
          }}
        >
          <Avatar
            sx={{
              width: 32,
              height: 32,
              fontSize: 14,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
            }}
          >
            {user?.initials ?? ''}
          </Avatar>
        </Badge>
      </IconButton>
      {opened && (
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
          <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
            <ListItemText primary={user?.fullName} secondary={tenantName} />
          </MenuItem>
          <Divider />
          {canSwitch && (
            <MenuItem
              onClick={() => {
                close();
                setSwitching(true);
              }}
            >
              <ListItemIcon>
                <SwapHorizIcon fontSize="small" />
              </ListItemIcon>
              {translate('app.profile.switch_tenant')}
            </MenuItem>
          )}
          {context && (
            <MenuItem onClick={() => void restore()}>
              <ListItemIcon>
                <RestoreIcon fontSize="small" />
              </ListItemIcon>
              {user
                ? translate('app.profile.restore_tenant', { tenant: user.tenant.name })
                : translate('app.profile.restore_own_tenant')}
            </MenuItem>
          )}
          <MenuItem component={RouterLink} to={profilePage.path} onClick={close}>
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            {translate('app.ownProfile.open')}
          </MenuItem>
          <Divider />
          <LanguageMenuItems onChosen={close} />
          <Divider />
          <MenuItem onClick={() => void logout()}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {translate('app.profile.sign_out')}
          </MenuItem>
        </Menu>
      )}
      <TenantSwitch open={switching} onClose={() => setSwitching(false)} />
    </>
  );
}
