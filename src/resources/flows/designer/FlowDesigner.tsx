import { Alert, Box, Button, CircularProgress, Paper, Stack } from '@mui/material';
import { ReactFlowProvider } from '@xyflow/react';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { canAccess } from '../../../shared/permissions';
import type { CustomTabProps } from '../../defineArea';
import { designerKeyDown } from './designerKeys';
import { DesignerToolbar } from './DesignerToolbar';
import { FlowCanvas } from './FlowCanvas';
import { FlowOutline } from './FlowOutline';
import { NodePalette } from './NodePalette';
import { NodePanel } from './NodePanel';
import { PortConnections } from './PortConnections';
import { SaveDialog } from './SaveDialog';
import { FlowTestCallPanel } from '../test-call/FlowTestCallPanel';
import { useFlowDesignerController } from './useFlowDesignerController';

export type FlowDesignerProps = CustomTabProps;

/** The design tab of a flow or component (/flows/detail/{id}/design): palette, canvas, node panel, outline. */
export function FlowDesigner(props: FlowDesignerProps) {
  if (!props.record) return null;
  return (
    <ReactFlowProvider>
      <DesignerContent {...props} record={props.record} />
    </ReactFlowProvider>
  );
}

function DesignerContent({ config, record }: Required<CustomTabProps>) {
  const translate = useTranslate();
  const controller = useFlowDesignerController(config, record);
  const [saving, setSaving] = useState(false);
  const { permissions } = usePermissions();
  // Flows take test calls (components run inside them): the panel beside the canvas, on the designer's graph.
  const canTest = config.name === 'flows' && canAccess(permissions, 'CallScript', 'test');
  const [testing, setTesting] = useState(false);
  const [activeNodeId, setActiveNodeId] = useState<string | null>(null);
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
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <DesignerToolbar controller={controller} onSave={() => setSaving(true)} />
        {canTest && (
          <Button aria-pressed={testing} onClick={() => setTesting((value) => !value)}>
            {translate('designer.test_call')}
          </Button>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto auto', gap: 1, mt: 1, height: '65vh' }}>
        {!readOnly && <NodePalette disabled={readOnly} onAdd={controller.addNode} />}
        <Paper variant="outlined" sx={{ gridColumn: readOnly ? '1 / 3' : undefined, minHeight: 300 }}>
          <FlowCanvas
            flow={flow}
            selected={selected}
            problems={controller.problems}
            activeNodeId={activeNodeId ?? undefined}
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
        {testing && (
          <Box
            component="aside"
            aria-label={translate('designer.test_call')}
            sx={{ width: 320, overflowY: 'auto' }}
          >
            {/* Unsaved changes are tested as they stand; the active node follows the call on the canvas. */}
            <FlowTestCallPanel
              idCallScript={Number(record.id)}
              content={controller.dirty ? controller.flow : undefined}
              onActiveNodeChange={setActiveNodeId}
            />
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
