import PublicIcon from '@mui/icons-material/Public';
import { Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';

/**
 * The console time zone in the top bar (SPEC §1): dates on screen are shown in it. In a narrow window only its icon,
 * which still names the zone (label and tooltip), leaves room for the section tabs.
 */
export function ConsoleTimeZone() {
  const translate = useTranslate();
  const timeZone = useConsoleTimeZone();
  const label = translate('app.shell.time_zone', { zone: timeZone });
  return (
    <Tooltip title={label}>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', px: 1 }}
        aria-label={label}
        role="note"
      >
        <PublicIcon fontSize="small" aria-hidden />
        <Typography
          variant="body2"
          component="span"
          sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}
        >
          {timeZone}
        </Typography>
      </Stack>
    </Tooltip>
  );
}
