import { Stack, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useNavigation } from '../../app/navigation/useNavigation';
import { GuideCards } from './GuideCards';

/**
 * /administration (SPEC §2): a guide to the administration areas, listing only those the signed-in user may open
 * (resources and pages of the Administration section). Title and route come from its page entry.
 */
export function AdministrationGuidePage() {
  const translate = useTranslate();
  const { entries, isPending } = useNavigation();
  const areas = entries.filter((entry) => entry.section === 'administration');
  if (isPending) return <Loading />;
  return (
    <Stack spacing={2}>
      <Typography variant="body1">
        {translate(areas.length > 0 ? 'app.administration.intro' : 'app.administration.empty')}
      </Typography>
      <GuideCards entries={areas} label={translate('app.administration.areas')} />
    </Stack>
  );
}
