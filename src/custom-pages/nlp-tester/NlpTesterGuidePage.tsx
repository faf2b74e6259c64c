import { Stack, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useNavigation } from '../../app/navigation/useNavigation';
import { GuideCards } from '../administration/GuideCards';

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
      <GuideCards entries={screens} label={translate('app.nlpTester.screens')} size={{ xs: 12, sm: 6 }} />
    </Stack>
  );
}
