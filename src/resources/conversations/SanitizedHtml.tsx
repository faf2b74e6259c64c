import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { sanitizedFragment } from './sanitizeHtml';

/** HTML shown rendered after sanitising (the "dial logs html active" switch is on). */
export function SanitizedHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.replaceChildren(sanitizedFragment(html));
  }, [html]);
  return <Box ref={ref} data-testid="event-html" sx={{ px: 1.5, pb: 1 }} />;
}
