import { Suspense } from 'react';
import { Loading, useRecordContext } from 'react-admin';
import type { DetailTab, ResourceConfig } from '../../types';
import { CUSTOM_COMPONENTS } from '../customComponents';
import type { CustomComponentName } from '../customComponentNames';
import { DetailFields } from '../DetailFields';
import { RecordActions } from './RecordActions';
import { RelatedList } from './RelatedList';

/** A tab's content: its record actions, then its fields, related lists or named custom component. */
export function TabContent({ config, tab }: { config: ResourceConfig; tab: DetailTab }) {
  const record = useRecordContext();
  if (!record) return null;
  const Custom = tab.component ? CUSTOM_COMPONENTS[tab.component as CustomComponentName] : undefined;
  return (
    <>
      <RecordActions config={config} tab={tab.path} />
      {tab.fields && <DetailFields config={config} fields={tab.fields} />}
      {tab.related?.map((related) => (
        <RelatedList key={`${related.resource}.${related.target}`} parent={config} related={related} />
      ))}
      {Custom && (
        <Suspense fallback={<Loading />}>
          <Custom config={config} record={record} />
        </Suspense>
      )}
    </>
  );
}
