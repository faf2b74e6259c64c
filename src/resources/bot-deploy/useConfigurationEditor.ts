import { useMutation } from '@tanstack/react-query';
import { diffLines } from 'diff';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { errorMessage, isSilentError } from '../../providers/apiError';
import { configurationProblems } from '../../shared/botDeployRules';
import type { BotDeployConfiguration } from '../../shared/wire/botDeploy';

export interface DiffLine {
  kind: 'added' | 'removed' | 'same';
  text: string;
}

/** The lines of `after` against `before`, each marked added, removed or unchanged. */
export function lineDiff(before: string, after: string): DiffLine[] {
  return diffLines(before, after).flatMap((part) =>
    part.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text) => ({ kind: part.added ? 'added' : part.removed ? 'removed' : 'same', text }) as DiffLine),
  );
}

/**
 * The configuration editor's state: the JSON text as typed, its problems by the platform's own rule (SPEC-free
 * limits in `botDeployRules.ts`), the difference to the deployed content, and saving through the data provider.
 */
export function useConfigurationEditor(route: string, record: BotDeployConfiguration) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState(record.content);
  const problems = configurationProblems(text);
  const save = useMutation({
    mutationFn: () =>
      dataProvider.update(route, { id: record.id, data: { content: text }, previousData: record }),
    onSuccess: () => {
      notify('resources.botDeployConfigurations.editor.saved', { type: 'success' });
      refresh();
    },
    onError: (error) => {
      if (!isSilentError(error)) notify(errorMessage(error), { type: 'error' });
    },
  });
  return {
    text,
    setText,
    problems,
    dirty: text !== record.content,
    diff: record.deployedContent === null ? null : lineDiff(record.deployedContent, text),
    save: () => save.mutate(),
    saving: save.isPending,
    undo: () => setText(record.content),
  };
}
