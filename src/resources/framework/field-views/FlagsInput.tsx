import { CheckboxGroupInput, useTranslate } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { inputProps, type FieldInputProps } from './fieldView';

/** A check box per bit. */
export function FlagsInput(props: FieldInputProps<FieldOf<'flags'>>) {
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
