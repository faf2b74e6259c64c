import { Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useNavigation } from '../../app/navigation/useNavigation';

const STEPS = ['datasets', 'categories', 'train', 'test'] as const;

/** The NLP tester's guide: the steps from examples to a tested model, and its screens the user may open. */
export function NlpTesterGuidePage() {
  const translate = useTranslate();
  const { entries, isPending } = useNavigation();
  if (isPending) return <Loading />;
  const screens = entries.filter((entry) => entry.path.startsWith('/administration/nlp-tester/'));
  return (
    <Stack spacing={2}>
      <Typography variant="body1">{translate('app.nlpTester.intro')}</Typography>
      <Typography component="ol" sx={{ pl: 3, m: 0 }}>
        {STEPS.map((step) => (
          <li key={step}>{translate(`app.nlpTester.steps.${step}`)}</li>
        ))}
      </Typography>
      <Grid
        container
        spacing={2}
        component="ul"
        aria-label={translate('app.nlpTester.screens')}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {screens.map((screen) => {
          const Icon = screen.icon;
          return (
            <Grid key={screen.path} size={{ xs: 12, sm: 6 }} component="li">
              <Card variant="outlined">
                <CardActionArea component={RouterLink} to={screen.path}>
                  <CardContent>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      {Icon && <Icon />}
                      <Typography variant="subtitle1" component="h2">
                        {translate(screen.label, { smart_count: 2, _: screen.label })}
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
