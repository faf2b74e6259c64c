import { Alert, Box, Typography } from '@mui/material';
import { Loading, RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import type { DetailTab, ResourceConfig } from '../../types';
import { DetailFields } from '../DetailFields';
import { useAllowed } from '../useAllowed';
import { TabForm } from './TabForm';
import { useTabRecord } from './useTabRecord';

/**
 * What a tab shows of its own record (`source`): its sections' fields (all of its fields when no section names
 * any) read from `GET source.path`, then the tab's form when it has one (over the shown record when the tab has no
 * source). Each value shows once: a field the user's form edits is left to the form, the rest are shown read-only.
 * A failed request shows its error (SPEC §8 text) in place.
 */
export function TabRecord({ config, tab }: { config: ResourceConfig; tab: DetailTab }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const query = useTabRecord(config, tab, record);
  const allowed = useAllowed(config.route, tab.form ? [`form:${tab.path}`] : []);
  // Until the permission is known the edited fields stay hidden, so no value flashes twice.
  const edited = new Set(
    tab.form && allowed?.[`form:${tab.path}`] !== false ? tab.form.inputs.map(({ source }) => source) : [],
  );
  if (!record) return null;
  if (!tab.source)
    return tab.form ? (
      <TabForm config={config} tab={tab} form={tab.form} record={record} values={record} />
    ) : null;
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <Alert severity="error">
        {query.error instanceof Error ? query.error.message : String(query.error)}
      </Alert>
    );
  const declared = tab.source.fields;
  const named = tab.sections.filter((section) => section.fields);
  const sections = (
    named.length > 0 ? named : [{ title: undefined, fields: declared.map((field) => field.source) }]
  )
    .map((section) => ({ ...section, fields: section.fields?.filter((field) => !edited.has(field)) }))
    // A titled section keeps its title over the form that now holds its values.
    .filter((section) => section.title || (section.fields && section.fields.length > 0));
  return (
    <>
      {/* The tab's record stands in for the shown record (same id) while its fields are shown. */}
      <RecordContextProvider value={{ ...query.data, id: record.id }}>
        {sections.map((section, index) => (
          <Box key={index} sx={{ mb: 2 }}>
            {section.title && (
              <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
                {translate(section.title)}
              </Typography>
            )}
            {section.fields && section.fields.length > 0 && (
              <DetailFields config={config} fields={section.fields} declared={declared} />
            )}
          </Box>
        ))}
      </RecordContextProvider>
      {tab.form && <TabForm config={config} tab={tab} form={tab.form} record={record} values={query.data} />}
    </>
  );
}
