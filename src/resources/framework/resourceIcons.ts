import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ApartmentIcon from '@mui/icons-material/Apartment';
import CampaignIcon from '@mui/icons-material/Campaign';
import DialpadIcon from '@mui/icons-material/Dialpad';
import PeopleIcon from '@mui/icons-material/People';
import PhoneIcon from '@mui/icons-material/Phone';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ComponentType } from 'react';
import type { ResourceIcon } from '../types';

const ICONS: Record<ResourceIcon, ComponentType> = {
  flows: AccountTreeIcon,
  tenants: ApartmentIcon,
  users: PeopleIcon,
  lines: PhoneIcon,
  modules: DialpadIcon,
  campaigns: CampaignIcon,
  settings: SettingsIcon,
};

/** The menu icon component of a configured icon name. */
export function resourceIcon(icon: ResourceIcon | undefined): ComponentType | undefined {
  return icon ? ICONS[icon] : undefined;
}
