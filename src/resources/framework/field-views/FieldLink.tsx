import type { ReactNode } from 'react';
import { ConsoleLink } from './CellLink';
import { stopRowClick } from './fieldView';

/** A field display linking to a console page (the field's `link`); a click does not also open the row. */
export function FieldLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ConsoleLink to={to} onClick={stopRowClick}>
      {children}
    </ConsoleLink>
  );
}
