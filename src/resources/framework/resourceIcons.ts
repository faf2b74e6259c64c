import type { ComponentType } from 'react';
import { ICONS } from './iconCatalogue';
import type { IconName } from './iconNames';

/** The menu icon component of a configured icon name. */
export function resourceIcon(icon: IconName | undefined): ComponentType | undefined {
  return icon ? ICONS[icon] : undefined;
}
