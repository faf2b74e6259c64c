import { Typography } from '@mui/material';
import { Suspense } from 'react';
import { Loading, useRecordContext, useTranslate } from 'react-admin';
import { sectionTab } from '../../schema/tabs';
import type { DetailTab, ResourceConfig, TabSection } from '../../types';
import { ChartSection } from '../charts/ChartSection';
import { CUSTOM_COMPONENTS } from '../customComponents';
import { DetailFields } from '../DetailFields';
import { RecordActions } from './RecordActions';
import { RelatedList } from './RelatedList';
import { TabRecord } from './TabRecord';

/** A tab's content: its record actions, then its sections in order (fields, related lists, charts, components). */
export function TabContent({ config, tab }: { config: ResourceConfig; tab: DetailTab }) {
  const record = useRecordContext();
  if (!record) return null;
  // A tab's own record comes first; a form over the shown record comes after the fields it edits.
  const own = (tab.source || tab.form) && <TabRecord config={config} tab={tab} />;
  return (
    <>
      <RecordActions config={config} tab={tab.path} />
      {tab.source && own}
      {tab.sections.map((section, index) => {
        const ownRecord = sectionTab(tab, index);
        // A section with a record of its own is shown like a tab record, under its title.
        if (ownRecord) return <TabRecord key={index} config={config} tab={ownRecord} />;
        // A tab record's fields (and their titles) are shown by TabRecord; the rest of its sections stay here.
        return (
          <Section
            key={index}
            config={config}
            section={tab.source ? { ...section, title: undefined, fields: undefined } : section}
          />
        );
      })}
      {!tab.source && own}
    </>
  );
}

function Section({ config, section }: { config: ResourceConfig; section: TabSection }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const Custom = section.component ? CUSTOM_COMPONENTS[section.component] : undefined;
  return (
    <>
      {section.title && (
        <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
          {translate(section.title)}
        </Typography>
      )}
      {section.fields && <DetailFields config={config} fields={section.fields} />}
      {section.related?.map((related) => (
        <RelatedList key={`${related.resource}.${related.target}`} parent={config} related={related} />
      ))}
      {section.chart && (
        <ChartSection
          config={config}
          section={section.chart}
          title={translate(section.title ?? config.label, { smart_count: 1 })}
        />
      )}
      {Custom && record && (
        <Suspense fallback={<Loading />}>
          <Custom config={config} record={record} />
        </Suspense>
      )}
    </>
  );
}
