import { useState } from 'react';

/**
 * True from the first time `open` is true on. A closed menu or popover renders nothing, yet its component and its
 * modal's hooks run with every render of their owner (the top bar's, on every first screen): mount it when first
 * opened, and keep it then, so that closing keeps its transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
