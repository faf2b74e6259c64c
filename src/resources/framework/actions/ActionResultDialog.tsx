import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/** Shows an action's result once (e.g. a generated API secret) with a copy button. */
export function ActionResultDialog({
  title,
  value,
  onClose,
}: {
  title: string;
  value: unknown;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('framework.result_hint')}</DialogContentText>
        <Box
          component="output"
          data-testid="action-result"
          sx={{ display: 'block', mt: 2, fontFamily: 'monospace', wordBreak: 'break-all' }}
        >
          {text}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={async () => {
            await navigator.clipboard.writeText(text);
            notify('framework.secret_copied', { type: 'info' });
          }}
        >
          {translate('framework.secret_copy')}
        </Button>
        <Button onClick={onClose}>{translate('framework.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
