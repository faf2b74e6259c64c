import { CheckboxGroupInput, useTranslate } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { flagLabels } from '../../field-types/flags';
import { ChoiceChips } from './ChoiceChips';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';

type FlagsField = FieldOf<'flags'>;

/** Every set bit's label and icon. */
export function FlagsDisplay({ field, value }: FieldDisplayProps<FlagsField>) {
  return <ChoiceChips field={field} labels={flagLabels(field, value)} />;
}

/** A check box per bit. */
export function FlagsInput(props: FieldInputProps<FlagsField>) {
  const translate = useTranslate();
  return (
    <CheckboxGroupInput
      {...inputProps(props)}
      choices={props.field.choices.map((choice) => ({
        id: Number(choice.value),
        name: translate(choice.label, { _: choice.label }),
      }))}
      translateChoice={false}
    />
  );
}

export const flagsView: FieldView<FlagsField> = { Display: FlagsDisplay, Input: FlagsInput };
