import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NlpScore } from '../../shared/wire/nlp';
import type { CustomTabProps } from '../defineArea';
import { useNlpTestBoxController } from './useNlpTestBoxController';

const percent = (confidence: number) => `${(confidence * 100).toFixed(1)} %`;

/** One ranked category: its name, a bar and the confidence in per cent. */
function ScoreRow({ score, rank }: { score: NlpScore; rank: number }) {
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', mb: 1 }}
      aria-label={`${rank}. ${score.category} ${percent(score.confidence)}`}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography sx={{ width: 24 }} color="text.secondary">
          {rank}.
        </Typography>
        <Typography sx={{ width: 220, fontWeight: rank === 1 ? 700 : undefined }}>
          {score.category}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={score.confidence * 100}
          sx={{ flex: 1, height: 8 }}
          aria-hidden
        />
        <Typography sx={{ width: 72, textAlign: 'right' }}>{percent(score.confidence)}</Typography>
      </Stack>
    </Box>
  );
}

/** The test box (NLP tester): an utterance classified by the shown model, every category ranked by confidence. */
export function NlpTestBox({ record }: CustomTabProps) {
  const translate = useTranslate();
  const box = useNlpTestBoxController(Number(record?.id));
  if (!record) return null;
  const ready = record.status === 'ready';
  return (
    <Box sx={{ maxWidth: 720 }}>
      {!ready && <Alert severity="info">{translate('resources.nlpModels.test.not_ready')}</Alert>}
      <Stack component="form" direction="row" spacing={2} onSubmit={box.submit} sx={{ my: 2 }}>
        <TextField
          label={translate('resources.nlpModels.test.utterance')}
          value={box.text}
          onChange={(event) => box.setText(event.target.value)}
          disabled={!ready}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Button type="submit" variant="contained" disabled={!ready || box.pending || box.text.trim() === ''}>
          {translate('resources.nlpModels.test.classify')}
        </Button>
      </Stack>
      {box.error && <Alert severity="error">{box.error}</Alert>}
      {box.result && (
        <section aria-label={translate('resources.nlpModels.test.ranking')}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('resources.nlpModels.test.ranking')}
          </Typography>
          <Box component="ol" sx={{ p: 0, m: 0 }}>
            {box.result.ranking.map((score, index) => (
              <ScoreRow key={score.category} score={score} rank={index + 1} />
            ))}
          </Box>
        </section>
      )}
    </Box>
  );
}
