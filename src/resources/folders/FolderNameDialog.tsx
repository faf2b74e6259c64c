import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';

/** Asks for a folder name (new folder or rename); an empty name is refused with the SPEC §5 message. */
export function FolderNameDialog({
  title,
  initial = '',
  onSubmit,
  onClose,
}: {
  title: string;
  initial?: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const invalid = name.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    onSubmit(name.trim());
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate(title)}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            margin="dense"
            label={translate('folders.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={touched && invalid}
            helperText={touched && invalid ? translate('validation.required') : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
