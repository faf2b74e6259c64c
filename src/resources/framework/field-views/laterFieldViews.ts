import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { audioView } from './AudioField';
import { chartView } from './ChartField';
import { colourView } from './ColourField';
import type { FieldDisplayView, FieldView, FormOnlyInputType } from './fieldView';
import { jsonView } from './JsonField';
import type { LaterFieldType } from './laterViews';
import { moneyView } from './MoneyField';
import { secretView } from './SecretField';

/**
 * The views of the field types in `laterViews.ts` (charts, recordings, secrets, colours, JSON, money): a
 * chunk downloaded with the configurations that show them, or with the forms.
 */
export const LATER_FIELD_VIEWS: {
  [T in LaterFieldType]: T extends FormOnlyInputType ? FieldDisplayView<FieldOf<T>> : FieldView<FieldOf<T>>;
} = {
  chart: chartView,
  audio: audioView,
  secret: secretView,
  colour: colourView,
  json: jsonView,
  money: moneyView,
};
