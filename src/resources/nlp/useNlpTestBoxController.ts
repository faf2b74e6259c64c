import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import type { NlpTestResult } from '../../shared/wire/nlp';

/** The test box's state: the typed utterance, the running request, the last ranking or failure. */
export function useNlpTestBoxController(idModel: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [text, setText] = useState('');
  const test = useMutation({
    mutationFn: async (utterance: string) =>
      (await dataProvider.testNlpModel({ id: idModel, text: utterance })).data,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') test.mutate(text);
  };
  return {
    text,
    setText,
    submit,
    pending: test.isPending,
    result: test.data as NlpTestResult | undefined,
    error: test.error instanceof Error ? test.error.message : test.error ? String(test.error) : null,
  };
}
