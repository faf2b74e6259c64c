import { Suspense } from 'react';
import { useRecordContext, useResourceContext } from 'react-admin';
import { getPath } from '../../shared/getPath';
import { isBlankValue } from '../field-types/fieldTypeDefinition';
import type { FieldConfig } from '../types';
import { findResource } from '../registry';
import { CUSTOM_COMPONENTS } from './customComponents';
import { fieldViewOf } from './field-views/fieldViews';
import { useResourceRegistry } from './ResourceRegistryContext';

/** Renders the value of one configured field of the current record with its type's display. */
export function FieldValue({ field }: { field: FieldConfig }) {
  const record = useRecordContext();
  const config = findResource(useResourceRegistry(), useResourceContext() ?? '');
  const value = getPath(record, field.source);
  // A field naming a registered component (`component`) shows it instead of its type's display.
  const Custom = field.component ? CUSTOM_COMPONENTS[field.component] : undefined;
  if (Custom && config)
    return (
      <Suspense fallback={null}>
        <Custom config={config} record={record} />
      </Suspense>
    );
  const { Display, showsBlank } = fieldViewOf(field);
  if (!showsBlank && isBlankValue(value)) return null;
  return <Display field={field} value={value} record={record} />;
}
