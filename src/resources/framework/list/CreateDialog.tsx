import { useMemo } from 'react';
import { useDataProvider, useNavigate, useNotify, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../types';
import { draftKey } from '../forms/drafts';
import { FormDialog } from '../forms/FormDialog';
import { formInputs } from '../forms/formValues';
import { detailPath } from '../resourcePaths';
import { useDialogParam } from '../useDialogParam';

/** The create form of a resource (opened by `?dialog=create` on its list); a created record opens its detail. */
export function CreateDialog({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const { close } = useDialogParam();
  const inputs = useMemo(() => formInputs(config.fields, config.form.create ?? []), [config]);
  return (
    <FormDialog
      title={`${translate('framework.create')}: ${translate(config.label, { smart_count: 1 })}`}
      config={config}
      inputs={inputs}
      draftKey={draftKey(config.name, 'create')}
      onCancel={close}
      submitLabel="framework.create"
      onSubmit={async (data) => {
        const { data: created } = await dataProvider.create(config.route, { data });
        notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
        navigate(detailPath(config, created.id));
      }}
    />
  );
}
