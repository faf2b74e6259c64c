import type { AnchorHTMLAttributes } from 'react';
import { CONSOLE_CLASSES } from '../../../app/theme/consoleClasses';
import { classNames } from '../../../utils/classNames';
import { StableLink, type StableLinkProps } from '../../../app/navigation/StableLink';

// MUI Link's look (primary colour, always underlined, the underline fainter until hovered) as a class of the page's
// rule set: a list page shows dozens of links (references, e-mail addresses) and mounts them again on every page
// change; MUI's Link is four components and two style computations each, a styled anchor still one computation.

/** A link to an address outside the console (mailto:, tel:, https:). */
export function PlainLink({ className, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...props} className={classNames(CONSOLE_CLASSES.link, className)}>
      {children}
    </a>
  );
}

/** A link to a console page; it does not render again on a navigation (a list's next page). */
export function ConsoleLink({ className, ...props }: StableLinkProps) {
  return <StableLink {...props} className={classNames(CONSOLE_CLASSES.link, className)} />;
}
