import { Button, type ButtonProps } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';

/** A button whose call runs only after a confirmation (its label is the dialog's title); a failure is notified. */
export function ConfirmedButton<T>(props: {
  label: string;
  content: string;
  run: () => Promise<T>;
  onDone: (result: T) => unknown;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: props.run,
    onSuccess: props.onDone,
    onError: () => notify('ra.notification.http_error', { type: 'error' }),
    onSettled: () => setConfirming(false),
  });
  return (
    <>
      <Button variant={props.variant} color={props.color} onClick={() => setConfirming(true)}>
        {translate(props.label)}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={mutation.isPending}
        title={props.label}
        content={props.content}
        onConfirm={() => mutation.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
