import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Box, Paper, Tooltip, Typography } from '@mui/material';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { CanvasNode } from './canvasMapping';
import { NODE_SIZE } from './flowLayout';

/** The one-line summary under a node's label: what it says, asks, sets or where it leads. */
function summary(data: CanvasNode['data']): string {
  const node = data.node as unknown as Record<string, unknown>;
  const value = node.text ?? node.target ?? node.component ?? node.variable ?? node.audio ?? node.queue;
  if (node.type === 'listen') return ((node.intents as string[] | undefined) ?? []).join(', ');
  return typeof value === 'string' ? value : '';
}

/**
 * A node on the canvas: its label, kind and summary, an input handle on top and one output handle per port below
 * (named, so a connection says which way it leads); problems mark it red, a test call's active node is outlined.
 */
export function FlowNodeView({ data, selected }: NodeProps<CanvasNode>) {
  const { node, ports, problems, active } = data;
  const invalid = problems.length > 0;
  return (
    <Paper
      elevation={selected ? 6 : 1}
      data-node-id={node.id}
      data-active={active || undefined}
      // The node a test call is at, for screen readers too.
      aria-current={active ? 'step' : undefined}
      sx={{
        width: NODE_SIZE.width,
        minHeight: NODE_SIZE.height - 20,
        px: 1.5,
        pt: 1,
        pb: 2.5,
        border: 2,
        borderColor: active
          ? 'secondary.main'
          : invalid
            ? 'error.main'
            : selected
              ? 'primary.main'
              : 'divider',
        outline: active ? 3 : 0,
        outlineColor: 'secondary.light',
      }}
    >
      {node.type !== 'start' && <Handle type="target" position={Position.Top} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="subtitle2" noWrap sx={{ flex: 1 }}>
          {node.label}
        </Typography>
        {invalid && (
          <Tooltip title={problems.join('\n')}>
            <ErrorOutline color="error" fontSize="small" aria-label={problems.join('; ')} role="img" />
          </Tooltip>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {node.type}
      </Typography>
      <Typography variant="body2" noWrap>
        {summary(data)}
      </Typography>
      {ports.map((port, index) => (
        <Handle
          key={port}
          id={port}
          type="source"
          position={Position.Bottom}
          title={port}
          style={{ left: `${((index + 1) / (ports.length + 1)) * 100}%` }}
        />
      ))}
      {ports.length > 1 && (
        <Typography variant="caption" color="text.secondary" component="div" noWrap sx={{ mt: 0.5 }}>
          {ports.join(' · ')}
        </Typography>
      )}
    </Paper>
  );
}
