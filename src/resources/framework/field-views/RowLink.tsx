import type { ReactNode } from 'react';
import { Link } from '@mui/material';
import { stopRowClick } from './fieldView';

/**
 * A link shown in a list row or a detail: clicking it does not also open the row. Without an address (a value that
 * must not become a link) the text stays plain.
 */
export function RowLink({
  href,
  newTab = false,
  children,
}: {
  href: string | undefined;
  newTab?: boolean;
  children: ReactNode;
}) {
  if (!href) return <>{children}</>;
  const tab = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Link href={href} onClick={stopRowClick} {...tab}>
      {children}
    </Link>
  );
}
