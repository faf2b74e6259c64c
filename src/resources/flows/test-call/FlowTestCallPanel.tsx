import { Alert, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { TestCallAnswer } from './TestCallAnswer';
import { TestCallTranscript } from './TestCallTranscript';
import { useFlowTestCallController, type FlowTestCallControllerProps } from './useFlowTestCallController';

const t = (key: string) => `resources.flows.testCall.${key}`;

/**
 * An interactive test call of a flow (issue 33.5), to show beside the designer: the robot's prompts in order (text,
 * and audio to play), the tester's answer box and keypad, the call's state, and the finished conversation's
 * timeline. `onActiveNodeChange` follows the node the call is at.
 */
export function FlowTestCallPanel(props: FlowTestCallControllerProps) {
  const translate = useTranslate();
  const { call, busy, error, start, send, end, audio } = useFlowTestCallController(props);
  const state = call?.state ?? 'idle';
  const ended = call?.state === 'ended';
  return (
    <Stack spacing={2} aria-busy={busy} data-call-state={state}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          role="status"
          color={state === 'listening' ? 'primary' : 'default'}
          label={translate(t(`state.${state}`))}
        />
        {ended && call.outcome && (
          <Typography variant="body2" color="text.secondary">
            {translate(t(`outcome.${call.outcome}`), { _: call.outcome })}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={1}>
        {(!call || ended) && (
          <Button variant="contained" onClick={() => void start()} disabled={busy}>
            {translate(t(call ? 'again' : 'start'))}
          </Button>
        )}
        {call && !ended && (
          <Button color="error" variant="outlined" onClick={() => void end()} disabled={busy}>
            {translate(t('end'))}
          </Button>
        )}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {call && <TestCallTranscript events={call.events} audio={audio} />}
      {call && !ended && <TestCallAnswer call={call} busy={busy} onSend={(input) => void send(input)} />}
      {ended && (
        <Link component={RouterLink} to={call.conversationUrl}>
          {translate(t('open_conversation'))}
        </Link>
      )}
    </Stack>
  );
}
