import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import type { FieldConfig, FieldType } from '../../types';
import { booleanView } from './BooleanField';
import { dateView } from './DateField';
import { datetimeView } from './DatetimeField';
import { durationView } from './DurationField';
import { emailView } from './EmailField';
import { enumView } from './EnumField';
import type { FieldDisplayView, FieldView, FormOnlyInputType } from './fieldView';
import { flagsView } from './FlagsField';
import { LaterFieldDisplay } from './LaterFieldDisplay';
import { laterViews, type LaterFieldType } from './laterViews';
import { longTextView } from './LongTextField';
import { numberView } from './NumberField';
import { percentView } from './PercentField';
import { phoneView } from './PhoneField';
import { referenceView } from './ReferenceField';
import { referenceListView } from './ReferenceListField';
import { tagsView } from './TagsField';
import { textView } from './TextField';
import { urlView } from './UrlField';

/**
 * The console views of the field types every list may show at once, by `type` (their pure behaviour is in
 * `field-types/fieldTypeRegistry.ts`); the other types' views are in `laterFieldViews.ts` (see `laterViews.ts`), a
 * form-only input is in `formInputs.ts`.
 */
export const FIELD_VIEWS: {
  [T in Exclude<FieldType, LaterFieldType>]: T extends FormOnlyInputType
    ? FieldDisplayView<FieldOf<T>>
    : FieldView<FieldOf<T>>;
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
};

const notYetLoaded: FieldDisplayView = { Display: LaterFieldDisplay, showsBlank: true };

/**
 * The display of a field's type: a later type's once downloaded (its configurations wait for that), else a display
 * that waits for it. The maps pair every type with views of exactly its fields; a lookup by a field of unknown type
 * cannot prove that to the compiler, hence the widening cast.
 */
export const fieldViewOf = (field: Pick<FieldConfig, 'type'>): FieldDisplayView =>
  ((FIELD_VIEWS as Partial<Record<FieldType, unknown>>)[field.type] ??
    laterViews()?.[field.type as LaterFieldType] ??
    notYetLoaded) as FieldDisplayView;
