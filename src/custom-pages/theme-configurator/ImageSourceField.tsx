import UploadIcon from '@mui/icons-material/Upload';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMAGE_TYPES } from './imageUpload';

/** A favicon or logo: an address (https or same-origin) or an uploaded image, whose address the platform answers. */
export function ImageSourceField(props: {
  label: string;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
  onUpload: (file: File) => void;
}) {
  const { label, value, error, disabled, onChange, onUpload } = props;
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          size="small"
          label={`${label}: ${translate('app.themeConfigurator.source')}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          sx={{ flexGrow: 1 }}
        />
        <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={disabled}>
          {translate('app.themeConfigurator.upload', { name: label })}
          <input
            hidden
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onUpload(file);
              event.target.value = '';
            }}
          />
        </Button>
      </Stack>
    </Stack>
  );
}
