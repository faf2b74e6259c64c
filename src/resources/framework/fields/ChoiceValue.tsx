import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChoiceField } from '../../types';
import { ConfigIcon } from '../ConfigIcon';
import { choiceLabels } from './formatValue';

/** An enumeration value (or every set bit of flags) as chips with the value's icon and label. */
export function ChoiceValue({ field, value }: { field: ChoiceField; value: unknown }) {
  const translate = useTranslate();
  const labels = choiceLabels(field, value);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" component="span">
      {labels.map((label) => {
        const icon = field.choices.find((choice) => choice.label === label)?.icon;
        return (
          <Chip
            key={label}
            size="small"
            label={translate(label, { _: label })}
            icon={icon ? <ConfigIcon name={icon} fontSize="small" /> : undefined}
          />
        );
      })}
    </Stack>
  );
}
