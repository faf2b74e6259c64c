import { InputAdornment } from '@mui/material';
import { BooleanInput, NumberInput, PasswordInput, SelectInput, useTranslate } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { ChoiceOption } from './ChoiceChips';
import { inputProps, type FieldInputProps } from './fieldView';

// The form inputs of types a list shows but never edits: switches, number fields, selects and password fields need
// react-admin and MUI code (choices, number parsing, form-control labels) no list uses, so they load with the forms
// (`formInputs.ts`), not with the views a list loads (`fieldViews.ts`).

/** A switch. */
export function BooleanFieldInput({ field, validate, readOnly }: FieldInputProps<FieldOf<'boolean'>>) {
  return <BooleanInput source={field.source} label={field.label} validate={validate} readOnly={readOnly} />;
}

/** The unit beside a number input (MUI's end adornment). */
const unitSlot = (unit: string) => ({
  input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
});

/** A number input, with its unit beside it when the field names one. */
export function NumberFieldInput(props: FieldInputProps<FieldOf<'number'>>) {
  const translate = useTranslate();
  const { unit } = props.field;
  return (
    <NumberInput
      {...inputProps(props)}
      slotProps={unit ? unitSlot(translate(unit, { _: unit })) : undefined}
    />
  );
}

/** Seconds, the unit beside the input. */
export function DurationInput(props: FieldInputProps<FieldOf<'duration'>>) {
  const translate = useTranslate();
  return (
    <NumberInput {...inputProps(props)} min={0} slotProps={unitSlot(translate('framework.units.seconds'))} />
  );
}

/** The percentage typed as a number (25 for 25 %), whatever the stored scale. */
export function PercentInput(props: FieldInputProps<FieldOf<'percent'>>) {
  return <NumberInput {...inputProps(props)} slotProps={unitSlot('%')} />;
}

/** A select of the choices, each with its icon. */
export function EnumInput(props: FieldInputProps<FieldOf<'enum'>>) {
  const translate = useTranslate();
  const { field } = props;
  const choices = field.choices.map((choice) => ({
    id: choice.value,
    name: translate(choice.label, { _: choice.label }),
  }));
  return (
    <SelectInput
      {...inputProps(props)}
      choices={choices}
      optionText={(choice: { id: unknown; name: string }) => (
        <ChoiceOption label={choice.name} field={field} value={choice.id} />
      )}
      translateChoice={false}
    />
  );
}

/** A masked input that browsers do not fill with saved passwords. */
export function SecretInput(props: FieldInputProps<FieldOf<'secret'>>) {
  return <PasswordInput {...inputProps(props)} autoComplete="new-password" />;
}
