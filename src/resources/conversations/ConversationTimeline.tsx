import { Alert, Box, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { LOCAL_STORAGE_KEYS } from '../../utils/storageKeys';
import type { CustomTabProps } from '../defineArea';
import { LocalStorageSwitch } from '../framework/LocalStorageSwitch';
import { EventTypeFilter } from './EventTypeFilter';
import { TimelineEntryRow } from './TimelineEntryRow';
import { useConversationTimelineController } from './useConversationTimelineController';

const t = (key: string) => `resources.conversations.timeline.${key}`;

/**
 * The conversation's timeline tab: a recording player in sync with the events (click an event to hear it; the
 * event being played is marked), the linked conversations on demand and a filter by event type.
 */
export function ConversationTimeline({ record }: CustomTabProps) {
  const translate = useTranslate();
  const guid = String(record?.guid ?? record?.id ?? '');
  const started = String(record?.started ?? '');
  const timeline = useConversationTimelineController({ guid, started });
  const { entries, recording, audioRef } = timeline;
  return (
    <Box component="section" aria-label={translate(t('title'))}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        {recording.url ? (
          // Recordings come without captions; the timeline beside it is their transcript.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <audio
            ref={audioRef}
            controls
            preload="metadata"
            src={recording.url}
            aria-label={translate(t('player'))}
            onTimeUpdate={timeline.onTimeUpdate}
            onSeeked={timeline.onTimeUpdate}
          />
        ) : (
          <Typography color="text.secondary">
            {translate(
              t(
                recording.forbidden
                  ? 'recording_forbidden'
                  : recording.failed
                    ? 'no_recording'
                    : 'loading_recording',
              ),
            )}
          </Typography>
        )}
        <FormControlLabel
          control={<Switch checked={timeline.full} onChange={(_, checked) => timeline.setFull(checked)} />}
          label={translate(t('full'))}
        />
        <EventTypeFilter value={timeline.types} onChange={timeline.setTypes} />
        <LocalStorageSwitch storageKey={LOCAL_STORAGE_KEYS.dialLogsDebugActive} />
        <LocalStorageSwitch storageKey={LOCAL_STORAGE_KEYS.dialLogsHtmlActive} />
      </Stack>
      {timeline.isPending && <Loading />}
      {timeline.error ? <Alert severity="error">{String((timeline.error as Error).message)}</Alert> : null}
      {!timeline.isPending && entries.length === 0 && (
        <Typography color="text.secondary">{translate(t('empty'))}</Typography>
      )}
      <Box component="ol" aria-label={translate(t('title'))} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry, index) => (
          <TimelineEntryRow
            key={entry.key}
            entry={entry}
            current={index === timeline.current}
            renderHtml={timeline.html}
            onSeek={timeline.seek}
          />
        ))}
      </Box>
    </Box>
  );
}
