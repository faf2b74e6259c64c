import { useMemo, useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ActionConfig, ResourceConfig } from '../../types';
import { draftKey } from '../forms/drafts';
import { FormDialog } from '../forms/FormDialog';
import { formInputs } from '../forms/formValues';
import { ActionResultDialog } from './ActionResultDialog';
import { recordTarget, type ActionTarget } from './actionTarget';
import { useRunAction } from './useRunAction';

export interface ActionDialogProps {
  config: ResourceConfig;
  action: ActionConfig;
  /** Record actions: the record (its values fill the form). */
  record?: RaRecord;
  /** Bulk actions: the selected ids. */
  ids?: RaRecord['id'][];
  /** Row actions: the row and the shown record (an edit starts from the row's values, others from the defaults). */
  target?: ActionTarget;
  onClose: () => void;
}

/** The form of an action in a dialog; the values are the request body, over the action's body template. */
export function ActionDialog({ config, action, record, ids, target, onClose }: ActionDialogProps) {
  const translate = useTranslate();
  const run = useRunAction(config);
  const [result, setResult] = useState<unknown>();
  const inputs = useMemo(() => formInputs(config.fields, action.form), [config.fields, action.form]);
  const runsOn = target ?? (record ? recordTarget(config, record) : { ids });
  const key = target?.record ? `${target.id}:${target.record.id}` : (record?.id ?? 'bulk');
  // A row action that changes the row (PUT/PATCH) edits it in place: its form starts from the row's values.
  const values = record ?? (target?.parent && isEdit(action) ? target.record : undefined);
  if (result !== undefined)
    return <ActionResultDialog title={action.label} value={result} onClose={onClose} />;
  return (
    <FormDialog
      title={translate(action.label)}
      config={config}
      inputs={inputs}
      record={values}
      recordId={values?.id}
      draftKey={draftKey(config.name, `${action.name}:${key}`)}
      submitLabel={action.label}
      onCancel={onClose}
      onSubmit={async (data) => {
        const { result: value, navigated } = await run(action, { ...runsOn, data });
        if (value !== undefined) setResult(value);
        else if (!navigated) onClose();
      }}
    />
  );
}

const isEdit = (action: ActionConfig) => action.call.method === 'PUT' || action.call.method === 'PATCH';
