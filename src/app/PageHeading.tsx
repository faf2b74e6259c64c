import { createContext, useContext } from 'react';
import { createPortal } from 'react-dom';

/** The layout's h1 (react-admin's title container), once mounted. */
export const PageHeadingSlot = createContext<HTMLElement | null>(null);

/**
 * The page heading, portalled into the layout's h1 like react-admin's `<Title>`, for screens in the first load:
 * `<Title>` also brings its title-preference editor (a text field, with MUI's inputs) into it.
 */
export function PageHeading({ title }: { title: string }) {
  const slot = useContext(PageHeadingSlot);
  return slot ? createPortal(<span>{title}</span>, slot) : null;
}
