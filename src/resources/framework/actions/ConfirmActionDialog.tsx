import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ActionConfig, ResourceConfig } from '../../types';
import { messageArgs, typedValue, type ActionTarget } from './actionTarget';

export interface ConfirmActionDialogProps {
  config: ResourceConfig;
  action: ActionConfig;
  target: ActionTarget;
  /** Called with the typed confirmation (`{ [typeField]: text }`) when one was asked. */
  onConfirm: (typed?: Record<string, unknown>) => void;
  onClose: () => void;
}

/**
 * Asks to confirm an action; with `confirm.typeField` the user must type the record's value of that field (SPEC §5:
 * "Line removal requires typing the line name"), and Confirm stays disabled until the text is exactly that value.
 */
export function ConfirmActionDialog({
  config,
  action,
  target,
  onConfirm,
  onClose,
}: ConfirmActionDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const messageId = useId();
  const [typed, setTyped] = useState('');
  const expected = typedValue(action, target);
  const field = action.confirm?.typeField;
  const ready = expected === undefined || (expected !== '' && typed === expected);
  // Focus goes to the input as it mounts, before the dialog's focus trap would take it to the dialog itself.
  const focus = useCallback((input: HTMLInputElement | null) => input?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onConfirm(field ? { [field]: typed } : undefined);
  };
  const args = messageArgs(translate, config, target);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(action.label, args)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={messageId}>
            {translate(action.confirm?.message ?? '', { ...args, value: expected })}
          </DialogContentText>
          {expected !== undefined && (
            <TextField
              inputRef={focus}
              fullWidth
              margin="normal"
              autoComplete="off"
              label={translate('framework.type_to_confirm', { value: expected })}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ready}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
