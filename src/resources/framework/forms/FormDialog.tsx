import { Dialog, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { ResourceForm, type ResourceFormProps } from './ResourceForm';

/** A form in a dialog; closing (Escape, backdrop, Cancel) goes through `onCancel`, guarded for unsaved changes. */
export function FormDialog({ title, ...props }: ResourceFormProps & { title: string }) {
  const titleId = useId();
  return (
    <Dialog open onClose={props.onCancel} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <ResourceForm {...props} />
    </Dialog>
  );
}
