import { Box } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import { isColour, sixDigitColour } from '../../field-types/colour';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { inputProps, type FieldDisplayProps, type FieldInputProps, type FieldView } from './fieldView';

type ColourField = FieldOf<'colour'>;

const SWATCH = {
  width: '1em',
  height: '1em',
  borderRadius: 0.5,
  border: 1,
  borderColor: 'divider',
  flex: 'none',
};

/** A swatch of the colour (decorative: the text says it) and its text; no swatch for a value that is no colour. */
export function ColourDisplay({ value }: FieldDisplayProps<ColourField>) {
  const text = String(value);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {isColour(text) && <Box component="span" aria-hidden data-swatch sx={{ ...SWATCH, bgcolor: text }} />}
      {text}
    </Box>
  );
}

/** The browser's colour picker, writing #rrggbb into the text input next to it. */
function ColourPicker({ source, readOnly }: { source: string; readOnly: boolean }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name: source });
  return (
    <Box
      component="input"
      type="color"
      aria-label={translate('framework.colour_pick')}
      disabled={readOnly}
      value={sixDigitColour(value) ?? '#000000'}
      onChange={(event) =>
        setValue(source, (event.target as HTMLInputElement).value, {
          shouldDirty: true,
          shouldValidate: true,
        })
      }
      sx={{ width: 40, height: 32, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
    />
  );
}

/** The colour as text (#rgb or #rrggbb) with a native colour picker beside it. */
export function ColourInput(props: FieldInputProps<ColourField>) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextInput {...inputProps(props)} placeholder="#rrggbb" />
      <Box sx={{ pt: 1.5 }}>
        <ColourPicker source={props.field.source} readOnly={props.readOnly} />
      </Box>
    </Box>
  );
}

export const colourView: FieldView<ColourField> = { Display: ColourDisplay, Input: ColourInput };
