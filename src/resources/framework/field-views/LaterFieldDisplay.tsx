import { use } from 'react';
import { isBlankValue } from '../../field-types/fieldTypeDefinition';
import type { FieldDisplayProps } from './fieldView';
import { loadLaterViews, type LaterFieldType } from './laterViews';

/**
 * The display of a later field type ({@link LaterFieldType}) rendered before its views were downloaded: a screen
 * whose configurations were not loaded through the registry (runtime resources, tests). It suspends until they are,
 * then behaves as the type's own display (blank values included: `FieldValue` cannot tell yet).
 */
export function LaterFieldDisplay(props: FieldDisplayProps) {
  const { Display, showsBlank } = use(loadLaterViews())[props.field.type as LaterFieldType];
  if (!showsBlank && isBlankValue(props.value)) return null;
  return <Display {...props} />;
}
