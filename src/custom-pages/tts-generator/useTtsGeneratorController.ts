import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { errorMessage } from '../../providers/apiError';
import { TaskStatus } from '../../shared/enumerations';
import { TTS_MAX_TEXT, ttsTextProblem } from '../../shared/ttsRules';
import type { TtsInputKind } from '../../shared/wire/tts';
import { useFollowedTask } from './useFollowedTask';

/**
 * Everything the TTS generator does apart from drawing it: the voices per language, the input (text or SSML) with
 * the platform's own rule, generating, following a long text's task, and the resulting WAV file.
 */
export function useTtsGeneratorController() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const voices = useQuery({ queryKey: ['ttsVoices'], queryFn: () => dataProvider.getTtsVoices() });
  const languages = voices.data?.data.languages ?? [];
  const [kind, setKind] = useState<TtsInputKind>('text');
  const [text, setText] = useState('');
  const [language, setLanguage] = useState('');
  const [voice, setVoice] = useState('');
  const [touched, setTouched] = useState(false);
  const [idTask, setIdTask] = useState<number | null>(null);
  const [speech, setSpeech] = useState<{ url: string; fileName: string } | null>(null);

  const chosenLanguage = languages.find((item) => item.language === language) ?? languages[0];
  const languageVoices = chosenLanguage?.voices ?? [];
  const chosenVoice = languageVoices.find((item) => item.id === voice) ?? languageVoices[0];
  const problem = ttsTextProblem(text, kind);

  const fetchSpeech = async (audioUrl: string) => {
    const { blob, fileName } = (await dataProvider.getSpeech(audioUrl)).data;
    // The previous file's blob URL is released when a new one replaces it (the last one lives with the page).
    setSpeech((previous) => {
      if (previous) URL.revokeObjectURL(previous.url);
      return { url: URL.createObjectURL(blob), fileName };
    });
  };
  const generate = useMutation({
    mutationFn: async () => {
      setIdTask(null);
      const { data } = await dataProvider.generateSpeech({
        text,
        kind,
        language: chosenLanguage!.language,
        voice: chosenVoice!.id,
      });
      if (data.kind === 'audio') await fetchSpeech(data.audioUrl);
      else setIdTask(data.idTask);
    },
  });
  const task = useFollowedTask(idTask, async (finished) => {
    if (finished.status === TaskStatus.DONE && finished.resultUrl) await fetchSpeech(finished.resultUrl);
  });

  return {
    loading: voices.isPending,
    available: voices.data?.data.available ?? true,
    languages,
    kind,
    setKind,
    text,
    setText: (value: string) => {
      setText(value);
      setTouched(true);
    },
    maxLength: TTS_MAX_TEXT,
    problem: touched ? problem : null,
    language: chosenLanguage?.language ?? '',
    setLanguage: (value: string) => {
      setLanguage(value);
      setVoice('');
    },
    voices: languageVoices,
    voice: chosenVoice?.id ?? '',
    setVoice,
    canGenerate: !problem && !!chosenVoice && !generate.isPending && !(task && task.status < TaskStatus.DONE),
    generate: () => generate.mutate(),
    generating: generate.isPending,
    failure: generate.error ? errorMessage(generate.error) : null,
    task,
    speech,
  };
}
