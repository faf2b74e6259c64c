import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** Asks for the comment the new version is saved with (required: the history lists it); shows a refusal's reasons. */
export function SaveDialog({
  open,
  saving,
  errors,
  onSave,
  onClose,
}: {
  open: boolean;
  saving: boolean;
  errors: Record<string, string>;
  onSave: (comment: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = comment.trim() === '';
  const { comment: commentError, ...others } = errors;
  return (
    <Dialog open={open} onClose={onClose} fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!empty) onSave(comment);
        }}
      >
        <DialogTitle>{translate('designer.save_title')}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            margin="dense"
            label={translate('designer.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            error={(touched && empty) || !!commentError}
            helperText={touched && empty ? translate('validation.required') : commentError}
          />
          {Object.entries(others).map(([key, message]) => (
            <Alert key={key} severity="error" sx={{ mt: 1 }}>
              {key}: {message}
            </Alert>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
