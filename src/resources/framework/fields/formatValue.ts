import type { TranslateFunction } from 'react-admin';
import type { ChoiceField } from '../../types';

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
