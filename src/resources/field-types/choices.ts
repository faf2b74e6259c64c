import type { ChoiceField } from '../types';
import type { Translate } from './fieldTypeDefinition';

/** The labels (i18n keys) translated and joined for one text cell. */
export const choiceCell = (labels: readonly string[], translate: Translate): string =>
  labels.map((label) => translate(label, { _: label })).join(', ');

/** A seeded choice: the choices in turn. */
export const seedChoice = (field: Pick<ChoiceField, 'choices'>, index: number) =>
  field.choices[index % field.choices.length].value;
