import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { TaskStatus } from '../../shared/enumerations';
import type { TtsInputKind } from '../../shared/wire/tts';
import { useTtsGeneratorController } from './useTtsGeneratorController';

const TEXTS = 'app.ttsGenerator';

/** The TTS generator: the form, then the generated speech with a player and a download. */
export function TtsGeneratorPage() {
  const translate = useTranslate();
  const tts = useTtsGeneratorController();
  if (tts.loading) return <Loading />;
  if (!tts.available) return <Alert severity="error">{translate(`${TEXTS}.unavailable`)}</Alert>;
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Card component="section" aria-label={translate(`${TEXTS}.form`)}>
        <CardContent>
          <Stack spacing={2}>
            <FormControl>
              <FormLabel id="tts-kind">{translate(`${TEXTS}.kind`)}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="tts-kind"
                value={tts.kind}
                onChange={(event) => tts.setKind(event.target.value as TtsInputKind)}
              >
                {(['text', 'ssml'] as const).map((kind) => (
                  <FormControlLabel
                    key={kind}
                    value={kind}
                    control={<Radio />}
                    label={translate(`${TEXTS}.kinds.${kind}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              label={translate(`${TEXTS}.${tts.kind === 'ssml' ? 'ssml' : 'text'}`)}
              value={tts.text}
              onChange={(event) => tts.setText(event.target.value)}
              multiline
              minRows={5}
              error={!!tts.problem}
              helperText={
                tts.problem ??
                `${tts.kind === 'ssml' ? `${translate(`${TEXTS}.ssml_hint`)} ` : ''}${translate(
                  `${TEXTS}.length`,
                  {
                    count: tts.text.length,
                    max: tts.maxLength,
                  },
                )}`
              }
              slotProps={{ htmlInput: { maxLength: tts.maxLength } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={translate(`${TEXTS}.language`)}
                value={tts.language}
                onChange={(event) => tts.setLanguage(event.target.value)}
                sx={{ minWidth: 260 }}
              >
                {tts.languages.map((item) => (
                  <MenuItem key={item.language} value={item.language}>
                    {item.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={translate(`${TEXTS}.voice`)}
                value={tts.voice}
                onChange={(event) => tts.setVoice(event.target.value)}
                sx={{ minWidth: 260 }}
              >
                {tts.voices.map((item) => (
                  <MenuItem key={item.id} value={item.id}>
                    {item.label}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Box>
              <Button variant="contained" disabled={!tts.canGenerate} onClick={tts.generate}>
                {translate(`${TEXTS}.${tts.generating ? 'generating' : 'generate'}`)}
              </Button>
            </Box>
            {tts.failure && <Alert severity="error">{tts.failure}</Alert>}
            {tts.task && tts.task.status === TaskStatus.ERROR && (
              <Alert severity="error">
                {translate(`${TEXTS}.task_failed`, { description: tts.task.description })}
              </Alert>
            )}
            {tts.task && tts.task.status < TaskStatus.DONE && (
              <Box role="status">
                <Typography>{translate(`${TEXTS}.task_running`, { progress: tts.task.progress })}</Typography>
                <LinearProgress variant="determinate" value={tts.task.progress} aria-hidden />
              </Box>
            )}
          </Stack>
        </CardContent>
      </Card>
      {tts.speech && (
        <Card component="section" aria-label={translate(`${TEXTS}.result`)}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate(`${TEXTS}.result`)}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
              <audio controls src={tts.speech.url} aria-label={translate(`${TEXTS}.player`)}>
                <track kind="captions" />
              </audio>
              <Button component="a" href={tts.speech.url} download={tts.speech.fileName}>
                {translate(`${TEXTS}.download`)}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
