import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { useSyncExternalStore, type ComponentType } from 'react';
import type { ICONS } from './iconCatalogue';
import type { IconName } from './iconNames';

type Catalogue = typeof ICONS;

// The catalogue (every icon a configuration may name) is a chunk of its own: menus need a few of its icons at first
// paint, and an icon arriving a moment later in a box of the same size is cheaper than the whole set in the entry.
let catalogue: Catalogue | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function loadCatalogue(): Promise<void> {
  loading ??= import('./iconCatalogue').then(
    (module) => {
      catalogue = module.ICONS;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      loading = undefined; // the next icon rendered tries again
      console.error('Icons not loaded', error);
    },
  );
  return loading;
}

/**
 * Starts loading the catalogue at start-up, beside the first screen's calls: the menu's icons are then there in its
 * first render, not in a second one of every icon.
 */
export const preloadIcons = () => void loadCatalogue();

function subscribe(listener: () => void) {
  listeners.add(listener);
  void loadCatalogue();
  return () => {
    listeners.delete(listener);
  };
}

const components = new Map<IconName, ComponentType<SvgIconProps>>();

/** The menu icon component of a configured icon name: an empty icon-sized box until the catalogue has arrived. */
export function resourceIcon(icon: IconName | undefined): ComponentType<SvgIconProps> | undefined {
  if (!icon) return undefined;
  let component = components.get(icon);
  if (!component) {
    component = function CatalogueIcon(props: SvgIconProps) {
      const Icon = useSyncExternalStore(subscribe, () => catalogue)?.[icon];
      return Icon ? <Icon {...props} /> : <SvgIcon {...props} />;
    };
    components.set(icon, component);
  }
  return component;
}
