import { Box } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useRecordContext, type RaRecord } from 'react-admin';
import type { ActionConfig, ResourceConfig } from '../../types';
import { ActionButton } from './ActionButton';
import { ActionDialog } from './ActionDialog';
import { rowTarget } from './actionTarget';

export interface RowActionsProps {
  /** The shown resource, which declares the actions. */
  config: ResourceConfig;
  /** The related resource the row belongs to (names the row in texts). */
  rowConfig: ResourceConfig;
  /** The row actions the user may use. */
  actions: readonly ActionConfig[];
  /** The shown record. */
  parent: RaRecord;
}

// Clicks on the buttons and inside their dialogs (portals bubble through React) must not open the row.
const keepInCell = (event: MouseEvent) => event.stopPropagation();

/** The row actions of one row of a related list (the row is the record context), with their dialogs. */
export function RowActions({ config, rowConfig, actions, parent }: RowActionsProps) {
  const row = useRecordContext();
  const [formAction, setFormAction] = useState<ActionConfig>();
  if (!row) return null;
  const target = rowTarget(rowConfig, row, parent);
  return (
    <Box onClick={keepInCell} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <ActionButton
          key={action.name}
          config={config}
          action={action}
          target={target}
          onOpenForm={() => setFormAction(action)}
        />
      ))}
      {formAction && (
        <ActionDialog
          config={config}
          action={formAction}
          target={target}
          onClose={() => setFormAction(undefined)}
        />
      )}
    </Box>
  );
}
