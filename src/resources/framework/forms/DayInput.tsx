import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { parseDayMonthYear } from '../../../shared/validation/dayMonthYear';
import { formatDate } from '../../../utils/formatDate';

export interface DayInputProps {
  label: string;
  /** The calendar day, YYYY-MM-DD; undefined when none. */
  value: string | undefined;
  /** A typed real day (YYYY-MM-DD), or undefined when the input is emptied; unreadable text is not passed on. */
  onChange: (day: string | undefined) => void;
  error?: boolean;
  helperText?: string;
}

const dayOf = (text: string) => parseDayMonthYear(text)?.toISOString().slice(0, 10);
// Typed the same in every language (SPEC §5); a calendar day has no zone.
const typedDay = (value: string | undefined) => formatDate(value, { timeZone: 'UTC', typed: true });

/**
 * A calendar day typed DD/MM/YYYY, as every date of the console reads (en-GB, SPEC §9). A native date input would
 * follow the browser's locale instead (11/01/2026 for 1 November in en-US). Days are those of the console time
 * zone: callers compute today and presets there, and the day itself is shown as it is, without a zone.
 */
export function DayInput({ label, value, onChange, error = false, helperText }: DayInputProps) {
  const translate = useTranslate();
  const [text, setText] = useState(() => typedDay(value));
  const [held, setHeld] = useState(value);
  // A new day from outside (a preset) replaces the text, unless the text already names it (while typing).
  if (held !== value) {
    setHeld(value);
    if (dayOf(text) !== value) setText(typedDay(value));
  }
  const unreadable = text.trim() !== '' && dayOf(text) === undefined;
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      placeholder={translate('framework.date_placeholder')}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        if (next.trim() === '') onChange(undefined);
        else if (dayOf(next)) onChange(dayOf(next));
      }}
      error={error || unreadable}
      helperText={unreadable ? translate('validation.date') : helperText}
      sx={{ width: '11em' }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
