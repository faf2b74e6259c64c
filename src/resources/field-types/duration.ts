import { numberCheck, numberFromInput } from './conversions';
import type { FieldOf, FieldTypeDefinition, Translate } from './fieldTypeDefinition';

/** Minutes and seconds of a duration in seconds (SPEC §9: durations show minutes and seconds). */
const DURATION_TEXT = 'framework.duration';

export function formatDuration(seconds: number, translate: Translate): string {
  const whole = Math.max(0, Math.round(seconds));
  return translate(DURATION_TEXT, { minutes: Math.floor(whole / 60), seconds: whole % 60 });
}

/** A duration in seconds, shown as minutes and seconds. */
export const durationType: FieldTypeDefinition<FieldOf<'duration'>> = {
  sortable: true,
  impliedCheck: () => numberCheck,
  cell: (_field, value, { translate }) => formatDuration(Number(value), translate),
  cellTexts: [DURATION_TEXT],
  seed: (_field, { index }) => (index * 37) % 3600,
  fromInput: (_field, value) => numberFromInput(value),
};
