import { Typography } from '@mui/material';

/** One figure of a definition list: its term, its value and an optional note (e.g. the change). */
export function BillingFigure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0 }} data-billing-figure={label}>
        {value}
      </Typography>
      {/* A second description of the same term: a definition list holds only dt and dd. */}
      {note && (
        <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
          {note}
        </Typography>
      )}
    </div>
  );
}
