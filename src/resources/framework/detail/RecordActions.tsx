import EditIcon from '@mui/icons-material/Edit';
import { Button, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../types';
import { ActionButton } from '../actions/ActionButton';
import { actionState, recordTarget } from '../actions/actionTarget';
import { useAllowed } from '../useAllowed';
import { useDialogParam } from '../useDialogParam';

/**
 * Buttons of the record actions placed at `tab` (undefined: the detail toolbar, which also has Edit), each shown
 * only when the user may use it and the record matches its `visibleWhen`.
 */
export function RecordActions({ config, tab }: { config: ResourceConfig; tab?: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { open } = useDialogParam();
  const actions = config.actions.filter((action) => action.scope === 'record' && action.tab === tab);
  const canEdit = tab === undefined && !!config.form.edit;
  const allowed = useAllowed(config.route, [
    ...(canEdit ? ['edit'] : []),
    ...actions.map((action) => `action:${action.name}`),
  ]);
  if (!record || !allowed) return null;
  const target = recordTarget(config, record);
  const shown = actions.filter(
    (action) => allowed[`action:${action.name}`] && actionState(action, target).visible,
  );
  if (shown.length === 0 && !(canEdit && allowed.edit)) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: tab ? 2 : 0 }}>
      {canEdit && allowed.edit && (
        <Button size="small" startIcon={<EditIcon />} onClick={() => open('edit')}>
          {translate('framework.edit')}
        </Button>
      )}
      {shown.map((action) => (
        <ActionButton
          key={action.name}
          config={config}
          action={action}
          target={target}
          onOpenForm={() => open(action.name)}
        />
      ))}
    </Stack>
  );
}
