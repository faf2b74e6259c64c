import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useId, type ChangeEvent } from 'react';

/**
 * A button that opens the file chooser (a label for a hidden file input, so keyboard and screen readers reach it as
 * a button) and hands over the chosen file; choosing the same file again works (the input is cleared).
 */
export function FileChooseButton({
  label,
  accept,
  onFile,
  disabled,
}: {
  label: string;
  accept: string;
  onFile: (file: File) => void;
  disabled?: boolean;
}) {
  const inputId = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Button component="label" htmlFor={inputId} startIcon={<UploadFileIcon />} disabled={disabled}>
      {label}
      <input id={inputId} type="file" accept={accept} hidden onChange={choose} />
    </Button>
  );
}
