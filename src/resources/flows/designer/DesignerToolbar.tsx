import { Button, Stack } from '@mui/material';
import { useReactFlow } from '@xyflow/react';
import { useTranslate } from 'react-admin';
import type { FlowDesignerController } from './useFlowDesignerController';

/** Undo, redo, copy, paste, delete, layout, zoom to fit and save (shortcuts in the buttons' titles). */
export function DesignerToolbar({
  controller,
  onSave,
}: {
  controller: FlowDesignerController;
  onSave: () => void;
}) {
  const translate = useTranslate();
  const { fitView } = useReactFlow();
  const { readOnly, selected } = controller;
  const button = (name: string, onClick: () => void, disabled = false, shortcut?: string) => (
    <Button size="small" onClick={onClick} disabled={disabled} title={shortcut}>
      {translate(`designer.${name}`)}
    </Button>
  );
  return (
    <Stack
      direction="row"
      spacing={1}
      role="toolbar"
      aria-label={translate('designer.toolbar')}
      sx={{ flexWrap: 'wrap' }}
    >
      {button('undo', controller.undo, readOnly || !controller.canUndo, 'Ctrl+Z')}
      {button('redo', controller.redo, readOnly || !controller.canRedo, 'Ctrl+Shift+Z')}
      {button('copy', controller.copy, selected.length === 0, 'Ctrl+C')}
      {button('paste', controller.paste, readOnly || !controller.canPaste, 'Ctrl+V')}
      {button('delete', () => controller.remove(selected), readOnly || selected.length === 0, 'Delete')}
      {button('layout', controller.autoLayout, readOnly)}
      {button('fit', () => void fitView())}
      {!readOnly && (
        <Button
          variant="contained"
          size="small"
          onClick={onSave}
          disabled={!controller.dirty || controller.saving}
        >
          {translate('designer.save')}
        </Button>
      )}
    </Stack>
  );
}
