import { createElement } from 'react';
import type { IconName } from './iconNames';
import { resourceIcon } from './resourceIcons';

/**
 * The icon a configuration names (resource, enumeration value or action); nothing without a name. Drawn from the
 * icon catalogue's chunk (`resourceIcon` keeps one component per name): an icon-sized box until it has arrived.
 */
export function ConfigIcon({
  name,
  fontSize,
}: {
  name: IconName | undefined;
  fontSize?: 'inherit' | 'small' | 'medium';
}) {
  const icon = resourceIcon(name);
  return icon ? createElement(icon, { fontSize }) : null;
}
