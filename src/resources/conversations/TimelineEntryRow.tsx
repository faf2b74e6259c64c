import { Box, ButtonBase, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ENUMERATIONS } from '../../shared/enumerations';
import { sharedDateTimeFormat } from '../../utils/intlFormats';
import { visuallyHidden } from '../../utils/visuallyHidden';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';
import { ConfigIcon } from '../framework/ConfigIcon';
import type { IconName } from '../framework/iconNames';
import { SanitizedHtml } from './SanitizedHtml';
import { formatOffset, type TimelineEntry } from './timelineModel';

const t = (key: string) => `resources.conversations.timeline.${key}`;
const SEVERITY_COLOUR = { error: 'error.main', warning: 'warning.main' } as const;

/** The time of day of an event in the console time zone, with seconds (en-GB). */
function timeOfDay(iso: string, timeZone: string): string {
  return sharedDateTimeFormat({
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(iso));
}

/**
 * One event of the timeline: type icon and label, offset and absolute time, speaker, text, confidence, the HTML it
 * carries (rendered sanitised only with the html switch, else shown as text); errors and warnings highlighted,
 * subflows and linked conversations indented. A click seeks the recording to the event.
 */
export function TimelineEntryRow({
  entry,
  current,
  renderHtml,
  onSeek,
}: {
  entry: TimelineEntry;
  current: boolean;
  renderHtml: boolean;
  onSeek: (entry: TimelineEntry) => void;
}) {
  const translate = useTranslate();
  const timeZone = useConsoleTimeZone();
  const type = ENUMERATIONS.flowEventType.values.find((item) => item.key === entry.typeKey);
  const label = translate(`enums.flowEventType.${entry.typeKey}`, { _: entry.typeKey });
  const offset = formatOffset(entry.offsetMs);
  return (
    <Box
      component="li"
      data-event-key={entry.key}
      data-event-type={entry.typeKey}
      aria-current={current ? 'time' : undefined}
      sx={{
        ml: entry.depth * 3,
        borderLeft: 4,
        borderColor: entry.severity ? SEVERITY_COLOUR[entry.severity] : current ? 'primary.main' : 'divider',
        bgcolor: current ? 'action.selected' : entry.severity ? 'action.hover' : undefined,
        mb: 0.5,
      }}
    >
      {/* The button is named by what it shows, after a hidden "Play from 0:05:" (WCAG 2.5.3 Label in Name). */}
      <ButtonBase
        onClick={() => onSeek(entry)}
        sx={{ display: 'block', width: '100%', textAlign: 'left', px: 1.5, py: 0.75 }}
      >
        <Box component="span" sx={visuallyHidden}>
          {translate(t('seek'), { offset })}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ConfigIcon name={type?.icon as IconName | undefined} fontSize="small" />
          <Typography variant="subtitle2" component="span">
            {label}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {offset} · {timeOfDay(entry.event.time, timeZone)}
          </Typography>
          {entry.speaker && <Chip size="small" label={translate(t(`speaker.${entry.speaker}`))} />}
          {entry.linked && <Chip size="small" variant="outlined" label={translate(t('linked'))} />}
          {entry.confidence !== null && (
            <Typography variant="caption">
              {translate(t('confidence'), { value: `${Math.round(entry.confidence * 100)} %` })}
            </Typography>
          )}
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {entry.event.text}
        </Typography>
      </ButtonBase>
      {entry.html !== null &&
        (renderHtml ? (
          <SanitizedHtml html={entry.html} />
        ) : (
          <Typography variant="caption" component="pre" sx={{ px: 1.5, pb: 1, whiteSpace: 'pre-wrap' }}>
            {entry.html}
          </Typography>
        ))}
    </Box>
  );
}
