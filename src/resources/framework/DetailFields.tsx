import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldConfig, ResourceConfig } from '../types';
import { FieldValue } from './FieldValue';

/**
 * The configured fields of the current record as a label/value list; `declared` are the fields they name (a tab's
 * own record declares its own), by default the resource's.
 */
export function DetailFields({
  config,
  fields,
  declared = config.fields,
}: {
  config: ResourceConfig;
  fields: readonly string[];
  declared?: readonly FieldConfig[];
}) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
        gap: 1.5,
        m: 0,
      }}
    >
      {fields.map((source) => {
        const field = declared.find((item) => item.source === source);
        if (!field) return null;
        return (
          <Box key={source} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(field.label)}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0 }} data-field={source}>
              <FieldValue field={field} />
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
