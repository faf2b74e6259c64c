import { Suspense } from 'react';
import { useRecordContext, useResourceContext } from 'react-admin';
import { CUSTOM_COMPONENTS } from '../customComponents';
import { useResourceConfig } from '../ResourceRegistryContext';

/** A field shown by a registered component (`"component": "taskDownload"`) with the record and its resource. */
export function SlotValue({ name }: { name: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const config = useResourceConfig(resource ?? '');
  const Slot = CUSTOM_COMPONENTS[name];
  if (!record || !config || !Slot) return null;
  return (
    <Suspense fallback={null}>
      <Slot config={config} record={record} />
    </Suspense>
  );
}
