import { useMemo, useState } from 'react';
import { AutocompleteArrayInput, useGetList, usePermissions } from 'react-admin';
import { canAccess } from '../../shared/permissions';
import type { FieldInputProps } from '../framework/field-views/fieldView';
import { tagsOf } from '../field-types/tags';

interface TagOption {
  id: string;
  name: string;
}

// The tags type's form value is comma-separated text; the autocomplete edits it as a list of names.
const toNames = (value: unknown): string[] =>
  typeof value === 'string' && value.trim() !== ''
    ? value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : Array.isArray(value)
      ? tagsOf(value)
      : [];
const toText = (names: unknown) => (Array.isArray(names) ? names.join(', ') : '');

/**
 * A flow's tags (`"component": "flowTagsInput"`): the tenant's tags with completion; a user who may edit tags
 * (`Tag/edit`) creates one by typing a new name (the API creates it with the flow's tags), others choose only.
 */
export function FlowTagsInput({ field, validate, readOnly }: FieldInputProps) {
  const { permissions } = usePermissions();
  const mayCreate = canAccess(permissions, 'Tag', 'edit');
  const { data = [], isPending } = useGetList<{ id: number; name: string }>('flowTagOptions', {
    pagination: { page: 1, perPage: 500 },
  });
  const [created, setCreated] = useState<string[]>([]);
  const choices = useMemo<TagOption[]>(() => {
    const names = [...data.map((tag) => tag.name), ...created];
    return [...new Set(names)].map((name) => ({ id: name, name }));
  }, [data, created]);
  return (
    <AutocompleteArrayInput
      source={field.source}
      label={field.label}
      validate={validate}
      readOnly={readOnly}
      fullWidth
      choices={choices}
      isPending={isPending}
      format={toNames}
      parse={toText}
      helperText={mayCreate ? 'resources.flows.tagInput.createHint' : 'resources.flows.tagInput.chooseHint'}
      onCreate={
        mayCreate
          ? (text?: string) => {
              const name = (text ?? '').trim();
              if (!name) return undefined;
              setCreated((names) => [...names, name]);
              return { id: name, name };
            }
          : undefined
      }
    />
  );
}
