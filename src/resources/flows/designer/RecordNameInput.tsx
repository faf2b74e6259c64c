import { useMemo, useState } from 'react';
import { AutocompleteInput, useGetList, useRecordContext, type Validator } from 'react-admin';
import type { RecordReference } from '../../../shared/flow/flowModel';

const PAGE = { page: 1, perPage: 50 };
const BY_NAME = { field: 'name', order: 'ASC' } as const;

/**
 * A node property naming a platform record (a grammar record, an audio asset): chosen from the tenant's records by
 * name with completion, searched on the server as the designer types. The node keeps the name (flowModel.ts), so
 * the choices are names; a name the tenant no longer has stays shown, and the validator reports it.
 */
export function RecordNameInput({
  source,
  label,
  resource,
  validate,
  readOnly,
}: {
  source: string;
  label: string;
  resource: RecordReference['resource'];
  validate: Validator[];
  readOnly: boolean;
}) {
  const [q, setQ] = useState('');
  const current = useRecordContext()?.[source] as string | undefined;
  const { data = [], isPending } = useGetList<{ id: number; name: string }>(resource, {
    pagination: PAGE,
    sort: BY_NAME,
    filter: q ? { q } : {},
  });
  const choices = useMemo(() => {
    const names = [...(current ? [current] : []), ...data.map((record) => record.name)];
    return [...new Set(names)].map((name) => ({ id: name, name }));
  }, [data, current]);
  return (
    <AutocompleteInput
      source={source}
      label={label}
      validate={validate}
      readOnly={readOnly}
      fullWidth
      choices={choices}
      isPending={isPending}
      setFilter={setQ}
      parse={(value: string | null) => value ?? undefined}
      helperText={`designer.reference_help.${resource}`}
    />
  );
}
