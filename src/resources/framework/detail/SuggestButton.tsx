import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { isSilentError } from '../../../providers/apiError';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { getPath } from '../../../shared/getPath';
import type { DetailTab, ResourceConfig } from '../../types';
import { toFormValues, type FormInput } from '../forms/formValues';
import { useConsoleTimeZone } from '../../../utils/useConsoleTimeZone';
import { useRouteParams } from '../useRouteParams';

export interface SuggestButtonProps {
  config: ResourceConfig;
  tab: DetailTab;
  record: RaRecord;
  inputs: readonly FormInput[];
  label?: string;
}

/**
 * Loads the values a tab form's `suggest` call recommends into the form's inputs (dirty, so leaving asks first);
 * nothing is saved until the user saves. Must be rendered inside the form.
 */
export function SuggestButton({ config, tab, record, inputs, label }: SuggestButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const params = useRouteParams(config);
  const timeZone = useConsoleTimeZone();
  const { setValue } = useFormContext();
  const [loading, setLoading] = useState(false);

  const load = async () => {
    setLoading(true);
    try {
      const { data } = await dataProvider.suggestTabValues(config.route, {
        id: record.id,
        tab: tab.path,
        record,
        meta: { params },
      });
      const values = toFormValues(inputs, data, timeZone);
      for (const { input } of inputs) {
        if (input.readOnly || getPath(data, input.source) === undefined) continue;
        setValue(input.source, getPath(values, input.source), { shouldDirty: true, shouldValidate: true });
      }
      notify('framework.suggested', { type: 'info' });
    } catch (error) {
      if (!isSilentError(error))
        notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button onClick={load} disabled={loading}>
      {translate(label ?? 'framework.suggest')}
    </Button>
  );
}
