import { useMemo } from 'react';
import { useDataProvider, useNavigate } from 'react-admin';
import type { ResourceConfig } from '../../types';
import { draftKey } from '../forms/drafts';
import { FormDialog } from '../forms/FormDialog';
import { formInputs } from '../forms/formValues';
import { detailPath } from '../resourcePaths';
import { useRecordNaming } from '../useRecordNaming';
import { useDialogParam } from '../useDialogParam';

/** The create form of a resource (opened by `?dialog=create` on its list); a created record opens its detail. */
export function CreateDialog({ config }: { config: ResourceConfig }) {
  const { dialogTitle, notifyDone } = useRecordNaming(config);
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const { close } = useDialogParam();
  const inputs = useMemo(() => formInputs(config.fields, config.form.create ?? []), [config]);
  return (
    <FormDialog
      title={dialogTitle('create')}
      config={config}
      inputs={inputs}
      draftKey={draftKey(config.name, 'create')}
      onCancel={close}
      submitLabel="framework.create"
      onSubmit={async (data) => {
        const { data: created } = await dataProvider.create(config.route, { data });
        notifyDone('created', [created]);
        navigate(detailPath(config, created.id));
      }}
    />
  );
}
