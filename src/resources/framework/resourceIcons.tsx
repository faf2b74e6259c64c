import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { useSyncExternalStore, type ComponentType } from 'react';
import type { ICONS } from './iconCatalogue';
import type { IconName } from './iconNames';

type Catalogue = typeof ICONS;

// The catalogue (every icon a configuration may name) is a chunk of its own: an icon arriving a moment later in a box
// of the same size is cheaper than the whole set (79 icons, ~5 KiB) before the first screen.
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

function subscribe(listener: () => void) {
  listeners.add(listener);
  void loadCatalogue();
  return () => {
    listeners.delete(listener);
  };
}

const components = new Map<IconName, ComponentType<SvgIconProps>>();

/** The icon component of a configured icon name: an empty icon-sized box until the catalogue has arrived. */
export function resourceIcon(icon: IconName | undefined): ComponentType<SvgIconProps> | undefined {
  if (!icon) return undefined;
  let component = components.get(icon);
  if (!component) {
    component = function CatalogueIcon(props: SvgIconProps) {
      const Icon = useSyncExternalStore(subscribe, () => catalogue)?.[icon];
      // Until then an empty icon-sized box: MUI's `SvgIcon` without a path.
      return Icon ? <Icon {...props} /> : <SvgIcon {...props} />;
    };
    components.set(icon, component);
  }
  return component;
}
