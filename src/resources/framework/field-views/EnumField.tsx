import { SelectInput, useTranslate } from 'react-admin';
import { enumLabels } from '../../field-types/enum';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { ChoiceChips, ChoiceOption } from './ChoiceChips';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';

type EnumField = FieldOf<'enum'>;

/** The value's label and icon. */
export function EnumDisplay({ field, value }: FieldDisplayProps<EnumField>) {
  return <ChoiceChips field={field} labels={enumLabels(field, value)} />;
}

/** A select of the choices, each with its icon. */
export function EnumInput(props: FieldInputProps<EnumField>) {
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

export const enumView: FieldView<EnumField> = { Display: EnumDisplay, Input: EnumInput };
