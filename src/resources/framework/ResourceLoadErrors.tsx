import { Alert, AlertTitle, Box } from '@mui/material';
import { useState } from 'react';
import type { ResourceLoadError } from '../registryLookup';

/**
 * A dismissible banner listing runtime resource files that could not be used, each message naming the file and
 * the invalid path; every other resource keeps working. Rendered beside the console, outside react-admin.
 */
export function ResourceLoadErrors({
  errors,
  translate,
}: {
  errors: readonly ResourceLoadError[];
  translate: (key: string) => string;
}) {
  const [open, setOpen] = useState(errors.length > 0);
  if (!open) return null;
  return (
    <Box sx={{ position: 'fixed', left: 16, right: 16, bottom: 16, zIndex: 2000, maxWidth: 900, mx: 'auto' }}>
      <Alert
        severity="error"
        variant="filled"
        onClose={() => setOpen(false)}
        slotProps={{
          closeButton: {
            title: translate('framework.dismiss'),
            'aria-label': translate('framework.dismiss'),
          },
        }}
        role="alert"
      >
        <AlertTitle>{translate('framework.load_errors_title')}</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {errors.map((error) => (
            <li key={error.file} style={{ wordBreak: 'break-word' }}>
              {error.message}
            </li>
          ))}
        </Box>
      </Alert>
    </Box>
  );
}
