import { createElement } from 'react';
import { ICONS } from './iconCatalogue';
import type { IconName } from './iconNames';

/** The icon a configuration names (resource, enumeration value or action); nothing without a name. */
export function ConfigIcon({
  name,
  fontSize,
}: {
  name: IconName | undefined;
  fontSize?: 'inherit' | 'small' | 'medium';
}) {
  return name ? createElement(ICONS[name], { fontSize }) : null;
}
