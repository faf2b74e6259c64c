import PublicIcon from '@mui/icons-material/Public';
import { Box, Button, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { profilePage } from '../../custom-pages/profile/profileDefinition';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';

/**
 * The console time zone in the top bar (SPEC §1): dates on screen are shown in it; the profile changes it. In a narrow
 * window only its icon, which still names the zone (label and tooltip), leaves room for the section tabs.
 */
export function ConsoleTimeZone() {
  const translate = useTranslate();
  const timeZone = useConsoleTimeZone();
  const label = translate('app.shell.time_zone', { zone: timeZone });
  return (
    <Tooltip title={label}>
      <Button
        component={RouterLink}
        to={profilePage.path}
        color="inherit"
        size="small"
        aria-label={label}
        startIcon={<PublicIcon fontSize="small" aria-hidden />}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap', fontWeight: 400, minWidth: 0 }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {timeZone}
        </Box>
      </Button>
    </Tooltip>
  );
}
