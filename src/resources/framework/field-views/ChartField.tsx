import { useTranslate } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { ChartView } from '../charts/ChartView';
import type { FieldDisplayProps, FieldView } from './fieldView';
import { JsonInput } from './JsonField';

type ChartField = FieldOf<'chart'>;

/** The points drawn as the field's chart, with the table alternative. */
export function ChartDisplay({ field, value }: FieldDisplayProps<ChartField>) {
  const translate = useTranslate();
  return <ChartView chart={field.chart} points={value} title={translate(field.label, { _: field.label })} />;
}

/** Points are edited as JSON. */
export const chartView: FieldView<ChartField> = { Display: ChartDisplay, Input: JsonInput };
