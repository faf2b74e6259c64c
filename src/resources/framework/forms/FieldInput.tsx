import { Box } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { ChoiceField, FieldConfig } from '../../types';
import { ConfigIcon } from '../ConfigIcon';
import { useResourceRegistry } from '../ResourceRegistryContext';

export interface FieldInputProps {
  field: FieldConfig;
  validate: Validator[];
  readOnly?: boolean;
}

const toQuery = (text: string) => ({ q: text });

function ChoiceOption({ label, field, value }: { label: string; field: ChoiceField; value: unknown }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <ConfigIcon name={field.choices.find((choice) => choice.value === value)?.icon} fontSize="small" />
      {label}
    </Box>
  );
}

/** The form input of a field, by type; dates are typed day/month/year (SPEC §5), secrets are masked. */
export function FieldInput({ field, validate, readOnly = false }: FieldInputProps) {
  const translate = useTranslate();
  const registry = useResourceRegistry();
  const common = { source: field.source, label: field.label, validate, readOnly, fullWidth: true };

  switch (field.type) {
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    case 'json':
      return (
        <TextInput {...common} multiline minRows={4} sx={{ '& textarea': { fontFamily: 'monospace' } }} />
      );
    case 'number':
      return <NumberInput {...common} />;
    case 'duration':
      return <NumberInput {...common} min={0} helperText="s" />;
    case 'boolean':
      return (
        <BooleanInput source={field.source} label={field.label} validate={validate} readOnly={readOnly} />
      );
    case 'date':
      return <TextInput {...common} placeholder="DD/MM/YYYY" />;
    case 'datetime':
      return <TextInput {...common} placeholder="DD/MM/YYYY HH:MM" />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'url':
      return <TextInput {...common} type="url" />;
    case 'secret':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'enum': {
      const choices = field.choices.map((choice) => ({
        id: choice.value,
        name: translate(choice.label, { _: choice.label }),
      }));
      return (
        <SelectInput
          {...common}
          choices={choices}
          optionText={(choice: { id: unknown; name: string }) => (
            <ChoiceOption label={choice.name} field={field} value={choice.id} />
          )}
          translateChoice={false}
        />
      );
    }
    case 'flags':
      return (
        <CheckboxGroupInput
          {...common}
          choices={field.choices.map((choice) => ({
            id: Number(choice.value),
            name: translate(choice.label, { _: choice.label }),
          }))}
          translateChoice={false}
        />
      );
    case 'reference':
    case 'referenceList': {
      const target = registry.find((resource) => resource.name === field.reference);
      if (!target) return <TextInput {...common} />;
      const sort = target.list.defaultSort;
      return field.type === 'reference' ? (
        <ReferenceInput source={field.source} reference={target.route} sort={sort}>
          <AutocompleteInput
            label={field.label}
            validate={validate}
            readOnly={readOnly}
            optionText={target.representation}
            filterToQuery={toQuery}
            fullWidth
          />
        </ReferenceInput>
      ) : (
        <ReferenceArrayInput source={field.source} reference={target.route} sort={sort}>
          <AutocompleteArrayInput
            label={field.label}
            validate={validate}
            readOnly={readOnly}
            optionText={target.representation}
            filterToQuery={toQuery}
            fullWidth
          />
        </ReferenceArrayInput>
      );
    }
    default:
      return <TextInput {...common} />;
  }
}
