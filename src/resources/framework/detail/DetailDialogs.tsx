import { useMemo, useState } from 'react';
import { Alert } from '@mui/material';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { RECORD_VERSION_FIELD } from '../../../shared/wire/recordVersion';
import type { ResourceConfig } from '../../types';
import { ActionDialog } from '../actions/ActionDialog';
import { draftKey } from '../forms/drafts';
import { FormDialog } from '../forms/FormDialog';
import { useEditingPresence } from '../forms/useEditingPresence';
import { formInputs } from '../forms/formValues';
import { useAllowed } from '../useAllowed';
import { useRecordNaming } from '../useRecordNaming';
import { useDialogParam } from '../useDialogParam';

/**
 * The dialog named by `?dialog=` on a detail page: `edit`, or a record action with a form (e.g. `newPassword`,
 * SPEC §9). Deep-linkable; shown only to users who may use it.
 */
export function DetailDialogs({ config }: { config: ResourceConfig }) {
  const { dialog, close } = useDialogParam();
  const record = useRecordContext();
  const action = config.actions.find(
    (item) => item.scope === 'record' && item.name === dialog && item.form.length > 0,
  );
  const wanted =
    dialog === 'edit' && config.form.edit ? 'edit' : action ? `action:${action.name}` : undefined;
  const allowed = useAllowed(config.route, wanted ? [wanted] : []);
  if (!record || !wanted || !allowed?.[wanted]) return null;
  if (action) return <ActionDialog config={config} action={action} record={record} onClose={close} />;
  return <EditDialog config={config} />;
}

function EditDialog({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const { dialogTitle, notifyDone } = useRecordNaming(config);
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const live = useRecordContext();
  // The record as the dialog opened: another user's save meanwhile shows as a conflict on Save, field by field,
  // instead of moving the form (and its version) under the user's hands.
  const [record] = useState(live);
  const { close } = useDialogParam();
  const inputs = useMemo(() => formInputs(config.fields, config.form.edit ?? []), [config]);
  // Presence by the record's list path, as live events name records (a path with placeholders has none).
  const listPath = config.api.list.path;
  const others = useEditingPresence(listPath.includes('{') ? undefined : listPath, String(record?.id));
  if (!record) return null;
  return (
    <FormDialog
      notice={
        others.length > 0 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('app.presence.editing', { names: others.map((editor) => editor.name).join(', ') })}
          </Alert>
        )
      }
      title={dialogTitle('edit', record)}
      config={config}
      inputs={inputs}
      record={record}
      recordId={record.id}
      draftKey={draftKey(config.name, `edit:${record.id}`)}
      onCancel={close}
      onSubmit={async (data, { version } = {}) => {
        const { data: updated } = await dataProvider.update(config.route, {
          id: record.id,
          data,
          // The version the form opened with, or the one the user resolved a conflict against.
          previousData: version ? { ...record, [RECORD_VERSION_FIELD]: version } : record,
        });
        notifyDone('updated', [updated]);
        close();
        refresh();
      }}
    />
  );
}
