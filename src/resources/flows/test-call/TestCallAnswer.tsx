import { Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { FlowTestCall } from '../../../shared/wire/flowTestCall';
import type { FlowTestCallInput } from './flowTestCallApi';

const t = (key: string) => `resources.flows.testCall.${key}`;
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'];

/**
 * The tester's turn: a typed answer (what the caller would say) and a DTMF keypad, each enabled only while the
 * robot waits for that kind of input.
 */
export function TestCallAnswer({
  call,
  busy,
  onSend,
}: {
  call: FlowTestCall | null;
  busy: boolean;
  onSend: (input: FlowTestCallInput) => void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const listening = call?.state === 'listening' && !busy;
  const speech = listening && call.accepts !== 'dtmf';
  const keys = listening && call.accepts !== 'speech';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!speech || text.trim() === '') return;
    onSend({ text: text.trim() });
    setText('');
  };
  return (
    <Stack spacing={1.5}>
      <Stack component="form" direction="row" spacing={1} onSubmit={submit}>
        <TextField
          size="small"
          fullWidth
          label={translate(t('answer'))}
          value={text}
          disabled={!speech}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Button type="submit" variant="contained" disabled={!speech || text.trim() === ''}>
          {translate(t('send'))}
        </Button>
      </Stack>
      <Box
        role="group"
        aria-label={translate(t('keypad'))}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 3rem)', gap: 0.5 }}
      >
        {KEYS.map((key) => (
          <Button
            key={key}
            variant="outlined"
            size="small"
            disabled={!keys}
            aria-label={translate(t('key'), { key })}
            onClick={() => onSend({ digits: key })}
          >
            {key}
          </Button>
        ))}
      </Box>
    </Stack>
  );
}
