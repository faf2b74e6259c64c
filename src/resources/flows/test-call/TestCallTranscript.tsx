import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ENUMERATIONS } from '../../../shared/enumerations';
import type { FlowTestCallEvent } from '../../../shared/wire/flowTestCall';
import { ConfigIcon } from '../../framework/ConfigIcon';
import type { IconName } from '../../framework/iconNames';
import type { FlowTestCallController } from './useFlowTestCallController';

const t = (key: string) => `resources.flows.testCall.${key}`;
const TYPES = new Map(ENUMERATIONS.flowEventType.values.map((item) => [item.value, item]));

/**
 * The call so far, in order: the robot's prompts (each playable when synthesised), the tester's answers and what the
 * flow did (SMS, transfer, warnings …), named by their SPEC §3 event type.
 */
export function TestCallTranscript({
  events,
  audio,
}: {
  events: readonly FlowTestCallEvent[];
  audio: FlowTestCallController['audio'];
}) {
  const translate = useTranslate();
  return (
    <Box component="ol" aria-label={translate(t('transcript'))} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {events.map((event) => {
        const type = TYPES.get(event.type);
        const key = type?.key ?? String(event.type);
        return (
          <Box
            component="li"
            key={event.seq}
            data-event-type={key}
            data-node={event.node ?? undefined}
            sx={{ py: 0.5 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <ConfigIcon name={type?.icon as IconName | undefined} fontSize="small" />
              <Typography variant="caption" color="text.secondary" component="span">
                {translate(`enums.flowEventType.${key}`, { _: key })}
              </Typography>
              {event.audio && (
                <IconButton
                  size="small"
                  aria-label={translate(t('play'), { text: event.text })}
                  onClick={() => void audio.play(event.seq)}
                >
                  <ConfigIcon name="audio" fontSize="small" />
                </IconButton>
              )}
            </Stack>
            <Typography variant="body2" data-testid="event-text">
              {event.text}
            </Typography>
            {audio.playing?.seq === event.seq && (
              // Prompts are their own captions: the text is shown right above the player.
              // eslint-disable-next-line jsx-a11y/media-has-caption
              <audio controls autoPlay src={audio.playing.url} aria-label={translate(t('audio'))} />
            )}
            {audio.failed === event.seq && (
              <Typography variant="caption" color="text.secondary">
                {translate(t('no_audio'))}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
