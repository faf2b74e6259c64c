import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCanAccess, useDataProvider, useGetOne } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import type { DownloadedFile } from '../../providers/runAction';
import type { ConversationEvents } from '../../shared/wire/conversations';
import { LOCAL_STORAGE_KEYS } from '../../utils/storageKeys';
import { useLocalStorageSwitch } from '../../utils/useLocalStorageSwitch';
import { buildTimeline, currentEntryIndex, type TimelineEntry } from './timelineModel';

/** SPEC §2 query parameter of the conversation details. */
export const FULL_CONVERSATIONS_PARAM = 'fullConversations';

/**
 * The blob URL of a conversation's recording, fetched through its `recording` action (revoked when unused), only
 * for users holding that action's own permission (playing it downloads it).
 */
function useRecordingUrl(guid: string): { url: string | undefined; failed: boolean; forbidden: boolean } {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { canAccess } = useCanAccess({
    resource: 'administration/conversation-details',
    action: 'action:recording',
  });
  const { data, isError } = useQuery({
    enabled: canAccess === true,
    queryKey: ['conversations', 'recording', guid],
    queryFn: async () =>
      (
        await dataProvider.runAction('conversations', {
          action: 'recording',
          id: guid,
          meta: { silent: true },
        })
      ).data as DownloadedFile,
    staleTime: Infinity,
    retry: false,
  });
  const url = useMemo(() => (data ? URL.createObjectURL(data.blob) : undefined), [data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return { url, failed: isError, forbidden: canAccess === false };
}

/**
 * Everything the timeline tab shows and does: the events (with the linked conversations when the address says
 * `fullConversations=true`), the debug and html switches of local storage (SPEC §9), the type filter, and the
 * recording player kept in sync (a click on an event seeks, playing marks the current event).
 */
export function useConversationTimelineController(conversation: { guid: string; started: string }) {
  const { guid, started } = conversation;
  const [searchParams, setSearchParams] = useSearchParams();
  const full = searchParams.get(FULL_CONVERSATIONS_PARAM) === 'true';
  const [debug] = useLocalStorageSwitch(LOCAL_STORAGE_KEYS.dialLogsDebugActive);
  const [html] = useLocalStorageSwitch(LOCAL_STORAGE_KEYS.dialLogsHtmlActive);
  const [types, setTypes] = useState<number[]>([]);
  const { data, isPending, error } = useGetOne<ConversationEvents & { id: string }>('conversationTimelines', {
    id: guid,
    meta: { params: { view: full ? 'full-events' : 'events' } },
  });
  const entries = useMemo<TimelineEntry[]>(
    () => (data ? buildTimeline({ guid, started }, data, { debug, types: new Set(types) }) : []),
    [data, guid, started, debug, types],
  );

  const audioRef = useRef<HTMLAudioElement>(null);
  const [positionMs, setPositionMs] = useState(0);
  const recording = useRecordingUrl(guid);
  const seek = useCallback((entry: TimelineEntry) => {
    const audio = audioRef.current;
    const seconds = Math.max(0, entry.offsetMs / 1000);
    if (audio) {
      audio.currentTime = seconds;
      // Autoplay may be refused (and older engines answer no promise); the position is set either way.
      const playing = audio.play() as Promise<void> | undefined;
      playing?.catch(() => undefined);
    }
    setPositionMs(seconds * 1000);
  }, []);
  const onTimeUpdate = useCallback(() => setPositionMs((audioRef.current?.currentTime ?? 0) * 1000), []);
  const setFull = (value: boolean) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(FULL_CONVERSATIONS_PARAM, String(value));
        return next;
      },
      { replace: true },
    );

  return {
    entries,
    isPending,
    error,
    full,
    setFull,
    html,
    types,
    setTypes,
    audioRef,
    recording,
    current: currentEntryIndex(entries, positionMs),
    seek,
    onTimeUpdate,
  };
}
