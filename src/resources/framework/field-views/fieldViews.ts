import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import type { FieldConfig, FieldType } from '../../types';
import { audioView } from './AudioField';
import { booleanView } from './BooleanField';
import { chartView } from './ChartField';
import { colourView } from './ColourField';
import { dateView } from './DateField';
import { datetimeView } from './DatetimeField';
import { durationView } from './DurationField';
import { emailView } from './EmailField';
import { enumView } from './EnumField';
import type { FieldDisplayView, FieldView, FormOnlyInputType } from './fieldView';
import { flagsView } from './FlagsField';
import { jsonView } from './JsonField';
import { longTextView } from './LongTextField';
import { moneyView } from './MoneyField';
import { numberView } from './NumberField';
import { percentView } from './PercentField';
import { phoneView } from './PhoneField';
import { referenceView } from './ReferenceField';
import { referenceListView } from './ReferenceListField';
import { secretView } from './SecretField';
import { snippetView } from './SnippetField';
import { tagsView } from './TagsField';
import { textView } from './TextField';
import { urlView } from './UrlField';

/**
 * The console views of the field types, by `type` (their pure behaviour is in `field-types/fieldTypeRegistry.ts`);
 * a form-only input is in `formInputs.ts`.
 */
export const FIELD_VIEWS: {
  [T in FieldType]: T extends FormOnlyInputType ? FieldDisplayView<FieldOf<T>> : FieldView<FieldOf<T>>;
} = {
  text: textView,
  longText: longTextView,
  number: numberView,
  boolean: booleanView,
  date: dateView,
  datetime: datetimeView,
  duration: durationView,
  enum: enumView,
  flags: flagsView,
  reference: referenceView,
  referenceList: referenceListView,
  url: urlView,
  email: emailView,
  phone: phoneView,
  percent: percentView,
  tags: tagsView,
  snippet: snippetView,
  chart: chartView,
  audio: audioView,
  secret: secretView,
  colour: colourView,
  json: jsonView,
  money: moneyView,
};

/**
 * The display of a field's type. The map pairs every type with views of exactly its fields; a lookup by a field of
 * unknown type cannot prove that to the compiler, hence the widening cast.
 */
export const fieldViewOf = (field: Pick<FieldConfig, 'type'>): FieldDisplayView =>
  (FIELD_VIEWS as Partial<Record<FieldType, unknown>>)[field.type] as FieldDisplayView;
