import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createObservable, type Observable } from '../providers/observable';

/**
 * The layout's h1 (react-admin's title container), once mounted. Observed rather than held in the layout's state:
 * its mounting then renders the headings that portal into it, not the whole layout again.
 */
export const PageHeadingSlot = createContext<Observable<HTMLElement | null>>(
  createObservable<HTMLElement | null>(null),
);

/** The layout's slot: `attach` is the h1's ref callback, `slot` goes to {@link PageHeadingSlot}. */
export function usePageHeadingSlot() {
  const [slot] = useState(() => createObservable<HTMLElement | null>(null));
  return { slot, attach: slot.set };
}

/**
 * The page heading, portalled into the layout's h1 like react-admin's `<Title>`, for screens in the first load:
 * `<Title>` also brings its title-preference editor (a text field, with MUI's inputs) into it.
 */
export function PageHeading({ title }: { title: string }) {
  const observed = useContext(PageHeadingSlot);
  const slot = useSyncExternalStore(observed.subscribe, observed.get);
  return slot ? createPortal(<span>{title}</span>, slot) : null;
}
