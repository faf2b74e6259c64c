import { DateFieldInput } from '../framework/field-views/DateField';
import type { FieldInputProps } from '../framework/field-views/fieldView';
import { formatDate } from '../../utils/formatDate';
import { useBillingPeriod } from './BillingPeriodPicker';

/**
 * A day of the recalculation (`"component": "billingPeriodDay"`): the `first` input starts at the first day of the
 * period on screen, any other at its last, so "Recalculate" recalculates what the user looks at unless changed.
 */
export function BillingPeriodDayInput(props: FieldInputProps) {
  const [range] = useBillingPeriod();
  const day = props.field.source === 'first' ? range.from : range.to;
  return <DateFieldInput {...props} defaultValue={formatDate(day, { timeZone: 'UTC', typed: true })} />;
}
