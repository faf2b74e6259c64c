import { Link } from '@mui/material';
import type { MouseEvent } from 'react';
import { safeLinkTarget } from './safeUrl';

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** Only https and same-origin addresses become links; anything else (http, javascript:, garbage) stays plain text. */
export function UrlValue({ value }: { value: string }) {
  const href = safeLinkTarget(value);
  if (!href) return <>{value}</>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={stopRowClick}>
      {value}
    </Link>
  );
}
