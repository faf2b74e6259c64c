import type { TranslateFunction } from 'react-admin';
import { formatDate } from '../../../utils/formatDate';
import { getPath } from '../../../shared/getPath';
import type { ChoiceField, FieldConfig } from '../../types';

/** Labels (i18n keys) of the matching choice (enum) or of every set bit (flags); unknown values are shown raw. */
export function choiceLabels(field: Pick<ChoiceField, 'type' | 'choices'>, value: unknown): string[] {
  if (field.type === 'flags') {
    const bits = Number(value);
    return field.choices
      .filter((choice) => (bits & Number(choice.value)) !== 0)
      .map((choice) => choice.label);
  }
  const choice = field.choices.find((item) => item.value === value);
  return [choice ? choice.label : String(value)];
}

/** Minutes and seconds of a duration in seconds (SPEC §9: durations show minutes and seconds). */
export function formatDuration(seconds: number, translate: TranslateFunction): string {
  const whole = Math.max(0, Math.round(seconds));
  return translate('framework.duration', { minutes: Math.floor(whole / 60), seconds: whole % 60 });
}

/** The text of a tag list item: strings, or objects with a name. */
export function tagText(tag: unknown): string {
  if (typeof tag === 'object' && tag !== null && 'name' in tag)
    return String((tag as { name: unknown }).name);
  return String(tag);
}

/**
 * A field's value as plain text, as the list shows it (labels translated, dates in the console time zone). Used for
 * CSV export and anywhere a string is needed; secrets are never exported.
 */
export function fieldText(
  field: FieldConfig,
  record: unknown,
  { translate, timeZone }: { translate: TranslateFunction; timeZone: string },
): string {
  const value = getPath(record, field.source);
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'boolean':
      return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'date':
    case 'datetime':
      return formatDate(value as string, { timeZone, withTime: field.type === 'datetime' });
    case 'duration':
      return formatDuration(Number(value), translate);
    case 'enum':
    case 'flags':
      return choiceLabels(field, value)
        .map((label) => translate(label, { _: label }))
        .join(', ');
    case 'reference':
      return String((field.labelSource ? getPath(record, field.labelSource) : undefined) ?? value);
    case 'referenceList': {
      const labels = field.labelSource ? getPath(record, field.labelSource) : undefined;
      return (Array.isArray(labels) ? labels : Array.isArray(value) ? value : [value]).map(String).join(', ');
    }
    case 'tags':
      return (Array.isArray(value) ? value : [value]).map(tagText).join(', ');
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    case 'secret':
      return '';
    default:
      return String(value);
  }
}
