import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useCreate, useNotify, useTranslate } from 'react-admin';
import { CONTACT_COLUMNS } from '../../../shared/campaignRules';
import { guessMapping, type ContactField, type ContactMapping } from '../../../shared/contactMapping';
import { useSavedMappings } from './useSavedMappings';

/** Each column of the file to a contact field (or none), a saved mapping to start from, and saving this one. */
export function MappingStep({
  headers,
  mapping,
  onChange,
}: {
  headers: readonly string[];
  mapping: ContactMapping;
  onChange: (mapping: ContactMapping) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string) => translate(`resources.campaigns.import.${key}`);
  const saved = useSavedMappings();
  const [create, { isPending }] = useCreate();
  const [name, setName] = useState('');

  const setField = (header: string, field: ContactField | '') => {
    // A field comes from one column: choosing it here takes it from any other.
    const next = Object.fromEntries(
      Object.entries(mapping).filter(([other, value]) => other !== header && value !== field),
    );
    onChange(field === '' ? next : { ...next, [header]: field });
  };
  const save = () =>
    create(
      'campaignContactImportMappings',
      { data: { name, mapping } },
      {
        onSuccess: () => notify(t('mappingSaved'), { type: 'success' }),
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );

  return (
    <Stack spacing={2}>
      {(saved.data?.length ?? 0) > 0 && (
        <TextField
          select
          label={t('savedMapping')}
          defaultValue=""
          onChange={(event) => {
            const chosen = saved.data?.find((item) => String(item.id) === event.target.value);
            if (chosen) onChange(guessMapping(headers, chosen.mapping));
          }}
          sx={{ maxWidth: 320 }}
        >
          {saved.data?.map((item) => (
            <MenuItem key={item.id} value={String(item.id)}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {headers.map((header) => (
        <TextField
          key={header}
          select
          label={`${t('column')}: ${header}`}
          value={mapping[header] ?? ''}
          onChange={(event) => setField(header, event.target.value as ContactField | '')}
          sx={{ maxWidth: 320 }}
        >
          <MenuItem value="">{t('skip')}</MenuItem>
          {CONTACT_COLUMNS.map((field) => (
            <MenuItem key={field} value={field}>
              {translate(`resources.campaignContacts.fields.${field}`)}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('mappingName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button onClick={save} disabled={isPending || name.trim() === ''}>
          {t('saveMapping')}
        </Button>
      </Stack>
    </Stack>
  );
}
