import { Alert, Box, CircularProgress, Paper } from '@mui/material';
import { ReactFlowProvider } from '@xyflow/react';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { CustomTabProps } from '../../defineArea';
import { designerKeyDown } from './designerKeys';
import { DesignerToolbar } from './DesignerToolbar';
import { FlowCanvas } from './FlowCanvas';
import { FlowOutline } from './FlowOutline';
import { NodePalette } from './NodePalette';
import { NodePanel } from './NodePanel';
import { PortConnections } from './PortConnections';
import { SaveDialog } from './SaveDialog';
import { useFlowDesignerController } from './useFlowDesignerController';

export interface FlowDesignerProps extends CustomTabProps {
  /** The node a test call is on, highlighted on the canvas. */
  activeNodeId?: string;
  /** A test-call panel shown in the right-hand drawer area (issue 33.5; wired by the page that has one). */
  testCallPanel?: ReactNode;
}

/** The design tab of a flow or component (/flows/detail/{id}/design): palette, canvas, node panel, outline. */
export function FlowDesigner(props: FlowDesignerProps) {
  if (!props.record) return null;
  return (
    <ReactFlowProvider>
      <DesignerContent {...props} record={props.record} />
    </ReactFlowProvider>
  );
}

function DesignerContent({
  config,
  record,
  activeNodeId,
  testCallPanel,
}: FlowDesignerProps & Required<CustomTabProps>) {
  const translate = useTranslate();
  const controller = useFlowDesignerController(config, record);
  const [saving, setSaving] = useState(false);
  const { flow, selected, readOnly } = controller;
  const node = selected.length === 1 ? flow.nodes.find((item) => item.id === selected[0]) : undefined;
  if (controller.loading) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (controller.loadProblems.length > 0)
    return (
      <Alert severity="error">{controller.loadProblems.map((problem) => problem.message).join('; ')}</Alert>
    );
  return (
    <Box component="section" aria-label={translate('designer.title')} onKeyDown={designerKeyDown(controller)}>
      {readOnly && <Alert severity="info">{translate('designer.read_only')}</Alert>}
      <DesignerToolbar controller={controller} onSave={() => setSaving(true)} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto auto', gap: 1, mt: 1, height: '65vh' }}>
        {!readOnly && <NodePalette disabled={readOnly} onAdd={controller.addNode} />}
        <Paper variant="outlined" sx={{ gridColumn: readOnly ? '1 / 3' : undefined, minHeight: 300 }}>
          <FlowCanvas
            flow={flow}
            selected={selected}
            problems={controller.problems}
            activeNodeId={activeNodeId}
            readOnly={readOnly}
            onSelect={controller.select}
            onMove={controller.moveNode}
            onConnect={controller.connect}
            onRemove={controller.remove}
          />
        </Paper>
        <Box sx={{ width: 300, overflowY: 'auto' }}>
          {node ? (
            <>
              <NodePanel
                node={node}
                readOnly={readOnly}
                onApply={(values) => controller.updateNode(node.id, values)}
              />
              <PortConnections
                flow={flow}
                node={node}
                readOnly={readOnly}
                onConnect={controller.connect}
                onDisconnect={controller.disconnect}
              />
            </>
          ) : (
            <Alert severity="info">{translate('designer.select_hint')}</Alert>
          )}
        </Box>
        {/* The test-call drawer area: empty until a page passes a panel. */}
        {testCallPanel && (
          <Box
            component="aside"
            aria-label={translate('designer.test_call')}
            sx={{ width: 320, overflowY: 'auto' }}
          >
            {testCallPanel}
          </Box>
        )}
      </Box>
      <FlowOutline flow={flow} problems={controller.problems} onSelect={(id) => controller.select([id])} />
      <SaveDialog
        open={saving}
        saving={controller.saving}
        errors={controller.saveErrors}
        onClose={() => setSaving(false)}
        onSave={(comment) => void controller.save(comment).then((saved) => saved && setSaving(false))}
      />
    </Box>
  );
}
