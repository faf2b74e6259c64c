import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NODE_KIND_NAMES, type NodeKind } from '../../../shared/flow/flowModel';

/** One button per node kind (start excepted: a flow has one); the new node is selected for its panel. */
export function NodePalette({ disabled, onAdd }: { disabled: boolean; onAdd: (kind: NodeKind) => void }) {
  const translate = useTranslate();
  return (
    <Stack component="section" aria-label={translate('designer.palette')} spacing={0.5}>
      <Typography variant="subtitle2" component="h3">
        {translate('designer.palette')}
      </Typography>
      {NODE_KIND_NAMES.filter((kind) => kind !== 'start').map((kind) => (
        <Button key={kind} size="small" variant="outlined" disabled={disabled} onClick={() => onAdd(kind)}>
          {translate('designer.add', { kind: translate(`designer.kinds.${kind}`) })}
        </Button>
      ))}
    </Stack>
  );
}
