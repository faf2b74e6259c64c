import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { CONSOLE_CLASSES } from '../../app/theme/consoleClasses';
import { classNames } from '../../utils/classNames';
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

const HELD_SIZES = { medium: 'fontSizeMedium', small: 'fontSizeSmall', inherit: 'fontSizeInherit' } as const;

/**
 * The empty icon-sized box an icon shows until the catalogue is in: with only a size (and classes), a plain `<svg>` of
 * MUI's icon classes sized by the page's rule set (`consoleClasses.ts`) rather than an `SvgIcon` computing its styles
 * (a menu shows a few dozen of them on the first screen); with anything else, MUI's `SvgIcon`.
 */
function HeldIcon(props: SvgIconProps) {
  const { className, fontSize = 'medium', ...rest } = props;
  if (Object.keys(rest).length > 0 || !(fontSize in HELD_SIZES)) return <SvgIcon {...props} />;
  const size = HELD_SIZES[fontSize as keyof typeof HELD_SIZES];
  return (
    <svg
      className={classNames('MuiSvgIcon-root', `MuiSvgIcon-${size}`, CONSOLE_CLASSES.iconBox, className)}
      data-size={fontSize}
      focusable="false"
      aria-hidden="true"
      viewBox="0 0 24 24"
    />
  );
}

/** The icon component of a configured icon name: an empty icon-sized box until the catalogue has arrived. */
export function resourceIcon(icon: IconName | undefined): ComponentType<SvgIconProps> | undefined {
  if (!icon) return undefined;
  let component = components.get(icon);
  if (!component) {
    component = function CatalogueIcon(props: SvgIconProps) {
      const Icon = useSyncExternalStore(subscribe, () => catalogue)?.[icon];
      return Icon ? <Icon {...props} /> : <HeldIcon {...props} />;
    };
    components.set(icon, component);
  }
  return component;
}
