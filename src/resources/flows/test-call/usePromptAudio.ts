import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';

/**
 * The audio of one robot prompt of a test call at a time, fetched when asked for (with the access token, so as a
 * blob URL) and released when another one is played or the call changes.
 */
export function usePromptAudio(guid: string | undefined) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [playing, setPlaying] = useState<{ seq: number; url: string } | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  useEffect(() => () => setPlaying(null), [guid]);
  useEffect(() => {
    const url = playing?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [playing]);
  const play = useCallback(
    async (seq: number) => {
      if (!guid) return;
      try {
        const { data } = await dataProvider.getFlowTestCallPrompt(guid, seq);
        setFailed(null);
        setPlaying({ seq, url: URL.createObjectURL(data) });
      } catch {
        setFailed(seq);
      }
    },
    [dataProvider, guid],
  );
  return { playing, failed, play };
}
