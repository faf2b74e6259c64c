import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { TenantRef } from '../../shared/wire/home';

export interface TenantSwitchDialogProps {
  open: boolean;
  /** The tenants to choose from (the one in effect left out). */
  tenants: readonly TenantRef[];
  onClose: () => void;
  onSwitch: (tenant: TenantRef) => void;
}

/**
 * The tenant switch dialog (SPEC §4): the tenant is required; submitting without one marks the field and notifies
 * 'Form is not valid' (SPEC §8). Its width is the theme's dialog width (500).
 */
export function TenantSwitchDialog({ open, tenants, onClose, onSwitch }: TenantSwitchDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [selected, setSelected] = useState<TenantRef | null>(null);
  const [touched, setTouched] = useState(false);
  const invalid = touched && selected === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!selected) {
      notify('app.errors.form_invalid', { type: 'error' });
      return;
    }
    onSwitch(selected);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('app.tenant_switch.title')}</DialogTitle>
        <DialogContent>
          <Autocomplete
            options={tenants}
            value={selected}
            onChange={(_event, value) => setSelected(value)}
            getOptionLabel={(tenant) => tenant.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            noOptionsText={translate('app.tenant_switch.no_match')}
            renderInput={(params) => (
              <TextField
                {...params}
                required
                label={translate('app.tenant_switch.tenant')}
                error={invalid}
                helperText={invalid ? translate('app.validation.required') : ' '}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('app.tenant_switch.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
