import { Box, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

const HEX6 = /^#[0-9a-f]{6}$/i;
const HEX3 = /^#[0-9a-f]{3}$/i;

/** The colour picker's value: pickers only speak #rrggbb. */
const pickerValue = (value: string) =>
  HEX6.test(value)
    ? value
    : HEX3.test(value)
      ? `#${[...value.slice(1)].map((d) => d + d).join('')}`
      : '#000000';

/**
 * A themed colour: typed (any format the theme allows) or picked, with its problem shown on the field. Left empty,
 * it shows the colour the console uses then (`defaultColour`), marked as the default.
 */
export function ColourField(props: {
  name: string;
  label: string;
  value: string;
  defaultColour: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { name, label, value, defaultColour, error, onChange } = props;
  const translate = useTranslate();
  const empty = value.trim() === '';
  const hint = empty
    ? translate('app.themeConfigurator.default_colour', { colour: defaultColour })
    : undefined;
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <Box
        component="input"
        type="color"
        aria-label={translate('app.themeConfigurator.pick', { name: label })}
        value={pickerValue(empty ? defaultColour : value)}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{ width: 40, height: 40, p: 0, border: 'none', background: 'none', cursor: 'pointer' }}
      />
      <TextField
        size="small"
        name={name}
        label={label}
        value={value}
        placeholder={defaultColour}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? hint}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flexGrow: 1 }}
      />
    </Stack>
  );
}
