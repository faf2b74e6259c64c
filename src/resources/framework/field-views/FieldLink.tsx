import type { ReactNode } from 'react';
import { Link } from 'react-admin';
import { stopRowClick } from './fieldView';

/** A field display linking to a console page (the field's `link`); a click does not also open the row. */
export function FieldLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} onClick={stopRowClick}>
      {children}
    </Link>
  );
}
