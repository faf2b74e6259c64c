import { Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useNavigation } from '../../app/navigation/useNavigation';

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
      <Grid
        container
        spacing={2}
        component="ul"
        aria-label={translate('app.administration.areas')}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {areas.map((area) => {
          const Icon = area.icon;
          const label = translate(area.label, { smart_count: 2, _: area.label });
          return (
            <Grid key={area.path} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card variant="outlined">
                <CardActionArea component={RouterLink} to={area.path}>
                  <CardContent>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      {Icon && <Icon />}
                      <Typography variant="subtitle1" component="h2">
                        {label}
                      </Typography>
                    </Stack>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Stack>
  );
}
