import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { portOf, portsOf, type Flow, type FlowNode } from '../../../shared/flow/flowModel';

/**
 * Where each output port of a node leads, chosen from a list: connecting without a mouse (the canvas's drag from
 * a handle does the same).
 */
export function PortConnections({
  flow,
  node,
  readOnly,
  onConnect,
  onDisconnect,
}: {
  flow: Flow;
  node: FlowNode;
  readOnly: boolean;
  onConnect: (from: string, port: string, to: string) => void;
  onDisconnect: (from: string, port: string) => void;
}) {
  const translate = useTranslate();
  const { required, optional } = portsOf(node);
  const ports = [...required, ...optional];
  if (ports.length === 0) return null;
  const target = (port: string) =>
    flow.edges.find((edge) => edge.from === node.id && portOf(edge) === port)?.to ?? '';
  const targets = flow.nodes.filter((item) => item.type !== 'start');
  return (
    <Stack component="section" aria-label={translate('designer.connections')} spacing={1} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4">
        {translate('designer.connections')}
      </Typography>
      {ports.map((port) => (
        <TextField
          key={port}
          select
          size="small"
          label={translate('designer.port_leads_to', { port })}
          value={target(port)}
          disabled={readOnly}
          onChange={(event) =>
            event.target.value === ''
              ? onDisconnect(node.id, port)
              : onConnect(node.id, port, event.target.value)
          }
        >
          <MenuItem value="">{translate('designer.not_connected')}</MenuItem>
          {targets.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.label} ({item.type})
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}
