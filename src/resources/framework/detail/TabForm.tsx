import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import type { DetailTab, ResourceConfig, TabForm as TabFormConfig } from '../../types';
import { draftKey, removeDraft } from '../forms/drafts';
import { formInputs } from '../forms/formValues';
import { ResourceForm } from '../forms/ResourceForm';
import { useAllowed } from '../useAllowed';
import { useRouteParams } from '../useRouteParams';
import { SuggestButton } from './SuggestButton';
import { tabRecordKey } from './useTabRecord';

export interface TabFormProps {
  config: ResourceConfig;
  tab: DetailTab;
  form: TabFormConfig;
  /** The shown record. */
  record: RaRecord;
  /** The values the form edits: the tab's own record, or the shown record for a tab without a source. */
  values: Record<string, unknown>;
}

/**
 * A tab's own edit form, inline, for users holding `form.permissions` (checked as `form:{tab}`): SPEC §5 validators,
 * the server's field errors on the fields, a success notification naming the tab, then the tab (or the record)
 * refetches and the form starts over from the saved values. `form.suggest` adds a button loading suggested values.
 */
export function TabForm({ config, tab, form, record, values }: TabFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const params = useRouteParams(config);
  const allowed = useAllowed(config.route, [`form:${tab.path}`]);
  const inputs = useMemo(
    () => formInputs(tab.source?.fields ?? config.fields, form.inputs),
    [tab.source, config.fields, form.inputs],
  );
  const initial = useMemo(() => ({ ...values, id: record.id }), [values, record.id]);
  // A new generation mounts a fresh form: after a save (the old one was left on purpose) or to undo changes.
  const [generation, setGeneration] = useState(0);
  const draft = draftKey(config.name, `tab:${tab.path}:${String(record.id)}`);
  if (!allowed?.[`form:${tab.path}`]) return null;
  const label = translate(tab.label);

  const submit = async (data: Record<string, unknown>, { version }: { version?: string } = {}) => {
    await dataProvider.saveTabRecord(config.route, {
      id: record.id,
      tab: tab.path,
      record,
      data,
      // A tab without its own record saves elsewhere than it reads: no version of that address to check.
      version: tab.source ? version : undefined,
      meta: { params },
    });
    removeDraft(draft);
    notify('framework.tab_saved', { type: 'success', messageArgs: { tab: label } });
    if (tab.source)
      await queryClient.invalidateQueries({ queryKey: tabRecordKey(config, tab, record, params) });
    else refresh();
    setGeneration((value) => value + 1);
  };

  return (
    <Box component="section" aria-label={label} sx={{ mt: 2 }}>
      <ResourceForm
        key={generation}
        config={config}
        inputs={inputs}
        record={initial}
        recordId={record.id}
        draftKey={draft}
        onSubmit={submit}
        onCancel={() => {
          removeDraft(draft);
          setGeneration((value) => value + 1);
        }}
        cancelLabel="framework.undo_changes"
      >
        {form.suggest && (
          <SuggestButton
            config={config}
            tab={tab}
            record={record}
            inputs={inputs}
            label={form.suggest.label}
          />
        )}
      </ResourceForm>
    </Box>
  );
}
