import { Loading, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { TabLoadError } from '../detail/LoadError';
import { draftKey, removeDraft } from '../forms/drafts';
import { formInputs } from '../forms/formValues';
import { ResourceForm } from '../forms/ResourceForm';
import type { BlockOf } from './blockTypes';
import { pathCallKey, usePathCall } from './usePathCall';

export interface FormBlockProps {
  block: BlockOf<'form'>;
  /** The page's name and the block's place: the form's draft key. */
  page: string;
  index: number;
  title: string;
}

/**
 * A form over an API path: the declared inputs (SPEC §5 validators, a draft, a warning before leaving unsaved
 * changes) starting from the `load` call's answer, sent by `submit`; the server's field errors (SPEC §8) land on
 * the fields, a success is notified and the form starts over from the saved values.
 */
export function FormBlock({ block, page, index, title }: FormBlockProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const loaded = usePathCall(block.load);
  const inputs = useMemo(() => formInputs(block.fields, block.inputs), [block.fields, block.inputs]);
  // A new generation mounts a fresh form: after a save or to undo changes.
  const [generation, setGeneration] = useState(0);
  const draft = draftKey(`page:${page}`, `block:${index}`);
  if (block.load && loaded.error) return <TabLoadError error={loaded.error} />;
  if (block.load && loaded.isPending) return <Loading />;
  const record =
    typeof loaded.data === 'object' && loaded.data !== null ? { id: page, ...loaded.data } : undefined;

  const submit = async (body: Record<string, unknown>) => {
    await dataProvider.callPath({ ...block.submit, body });
    removeDraft(draft);
    notify(block.successMessage ?? 'framework.tab_saved', {
      type: 'success',
      messageArgs: { tab: title, _: block.successMessage },
    });
    if (block.load) await queryClient.invalidateQueries({ queryKey: pathCallKey(block.load) });
    setGeneration((value) => value + 1);
  };

  return (
    <ResourceForm
      key={generation}
      config={{ route: `page:${page}` }}
      inputs={inputs}
      record={record}
      draftKey={draft}
      onSubmit={submit}
      onCancel={() => {
        removeDraft(draft);
        setGeneration((value) => value + 1);
      }}
      submitLabel={block.submitLabel && translate(block.submitLabel, { _: block.submitLabel })}
      cancelLabel="framework.undo_changes"
    />
  );
}
