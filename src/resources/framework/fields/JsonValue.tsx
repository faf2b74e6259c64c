import { Box } from '@mui/material';

/** A JSON value (or JSON text) pretty-printed; text that is not JSON is shown as it is. */
export function JsonValue({ value }: { value: unknown }) {
  let text: string;
  try {
    text = JSON.stringify(typeof value === 'string' ? JSON.parse(value) : value, null, 2);
  } catch {
    text = String(value);
  }
  return (
    <Box component="pre" sx={{ m: 0, fontFamily: 'monospace', fontSize: '0.85em', whiteSpace: 'pre-wrap' }}>
      {text}
    </Box>
  );
}
