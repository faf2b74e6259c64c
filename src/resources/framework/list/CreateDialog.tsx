import { useMemo } from 'react';
import { useDataProvider, useNavigate, type RaRecord } from 'react-admin';
import type { ResourceConfig } from '../../types';
import { draftKey } from '../forms/drafts';
import { FormDialog } from '../forms/FormDialog';
import { formInputs } from '../forms/formValues';
import { detailPath } from '../resourcePaths';
import { useRecordNaming } from '../useRecordNaming';
import { useDialogParam } from '../useDialogParam';
import { useRouteParams } from '../useRouteParams';

/** Creating a record from another one's detail (a related list's "create in context"). */
export interface CreateContext {
  /** Values taken from the shown record (kept the same object while shown): sent with the form, their inputs read-only. */
  presets: Record<string, unknown>;
  /** A filled path to post to instead of the resource's create call. */
  apiPath?: string;
  /** Names the draft, so drafts of different parents stay apart. */
  draftName: string;
  onCreated: (record: RaRecord) => void;
  onCancel: () => void;
}

/**
 * The create form of a resource (opened by `?dialog=create` on its list); a created record opens its detail. In a
 * `context`, the form starts from the presets and `onCreated` decides what follows.
 */
export function CreateDialog({ config, context }: { config: ResourceConfig; context?: CreateContext }) {
  const { dialogTitle, notifyDone } = useRecordNaming(config);
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const { close } = useDialogParam();
  // A list under route parameters (`datasets/:language/:datasetId/categories`) creates under the same ones.
  const params = useRouteParams(config);
  const presets = context?.presets;
  const inputs = useMemo(() => {
    const declared = (config.form.create ?? []).map((input) =>
      presets && Object.hasOwn(presets, input.source) ? { ...input, readOnly: true } : input,
    );
    return formInputs(config.fields, declared);
  }, [config, presets]);
  return (
    <FormDialog
      title={dialogTitle('create')}
      config={config}
      inputs={inputs}
      // The presets are the start values of a record that does not exist yet (no id).
      record={presets as RaRecord | undefined}
      draftKey={draftKey(config.name, context?.draftName ?? 'create')}
      onCancel={context?.onCancel ?? close}
      submitLabel="framework.create"
      onSubmit={async (data) => {
        const { data: created } = await dataProvider.create(config.route, {
          // Read-only inputs are not submitted; the presets are.
          data: { ...presets, ...data },
          meta: { ...(context?.apiPath && { apiPath: context.apiPath }), ...(params && { params }) },
        });
        notifyDone('created', [created]);
        if (context) context.onCreated(created);
        else navigate(detailPath(config, created.id, undefined, params));
      }}
    />
  );
}
