import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChangeKind, PropertyChange } from '../../../shared/flowDiff';
import { PropertyTable } from './PropertyTable';

const COLOUR = { added: 'success', removed: 'error', changed: 'warning' } as const;

/** Added, removed and changed items (nodes or connections), each with its properties side by side. */
export function ChangeList({
  title,
  items,
  pair,
}: {
  title: string;
  items: { id: string; label: string; type: string; change: ChangeKind; properties: PropertyChange[] }[];
  pair: { from: number; to: number };
}) {
  const translate = useTranslate();
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-label={translate(title)} sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      {items.map((item) => (
        <Box key={`${item.change}-${item.id}`} data-change={item.change} sx={{ my: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" color={COLOUR[item.change]} label={translate(`history.${item.change}`)} />
            <Typography component="span" sx={{ fontWeight: 500 }}>
              {item.label}
            </Typography>
            {item.type && (
              <Typography component="span" color="text.secondary">
                {item.type} · {item.id}
              </Typography>
            )}
          </Stack>
          {item.properties.length > 0 && <PropertyTable properties={item.properties} pair={pair} />}
        </Box>
      ))}
    </Box>
  );
}
