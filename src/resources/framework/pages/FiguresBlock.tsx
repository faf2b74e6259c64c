import { Box, Stack, Typography } from '@mui/material';
import { Loading, RecordContextProvider, useTranslate } from 'react-admin';
import type { FieldConfig } from '../../types';
import { TabLoadError } from '../detail/LoadError';
import { FieldValue } from '../FieldValue';
import { usePathCall } from './usePathCall';
import type { BlockOf } from './blockTypes';

/** Figure cards: each declared figure's value in the answer of the block's call, shown by its field type. */
export function FiguresBlock({ block }: { block: BlockOf<'figures'> }) {
  const translate = useTranslate();
  const { data, error, isPending } = usePathCall(block.source);
  if (error) return <TabLoadError error={error} />;
  if (isPending) return <Loading />;
  const record = { id: 'figures', ...(typeof data === 'object' && data !== null ? data : {}) };
  return (
    <RecordContextProvider value={record}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {block.figures.map((field: FieldConfig) => (
          <Box key={field.source} data-figure={field.source}>
            <Typography variant="body2" color="text.secondary">
              {translate(field.label, { _: field.label })}
            </Typography>
            <Typography variant="h4" component="p">
              <FieldValue field={field} />
            </Typography>
          </Box>
        ))}
      </Stack>
    </RecordContextProvider>
  );
}
