import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, Loading, SaveButton, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import type { TwoFactorEnrolment } from '../../shared/wire/profile';
import { ENROLMENT_CODE_RULES } from '../../shared/profileRules';
import { submitting, validatorsOf } from './profileForms';
import { useRefreshIdentity } from './useRefreshIdentity';

const TEXTS = 'app.ownProfile';

/** Enrolment: the QR code and its secret, a first code to confirm, then the recovery codes shown this once. */
export function TwoFactorEnrolDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefreshIdentity();
  // One secret per opening, asked once: not a query, which a refresh of the page's data (a live event, the refresh
  // button) would ask again, replacing the secret the user has just scanned.
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment>();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void dataProvider.startTwoFactorEnrolment().then(({ data }) => setEnrolment(data), onClose);
  }, [dataProvider, onClose]);
  const [codes, setCodes] = useState<string[] | null>(null);
  const submit = submitting(async ({ code }) =>
    setCodes((await dataProvider.confirmTwoFactor({ code })).data.recoveryCodes),
  );
  const finish = () => {
    void refresh();
    onClose();
  };
  const data = enrolment;
  return (
    <Dialog open onClose={codes ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        {translate(codes ? `${TEXTS}.recovery_title` : `${TEXTS}.twoFactor_setUp`)}
      </DialogTitle>
      {codes ? (
        <>
          <DialogContent>
            <DialogContentText>{translate(`${TEXTS}.recovery_intro`)}</DialogContentText>
            <Box
              component="ol"
              aria-label={translate(`${TEXTS}.recovery_title`)}
              sx={{ columns: 2, fontFamily: 'monospace', fontSize: 15 }}
            >
              {codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={finish}>
              {translate(`${TEXTS}.recovery_done`)}
            </Button>
          </DialogActions>
        </>
      ) : !data ? (
        <DialogContent>
          <Loading />
        </DialogContent>
      ) : (
        <Form onSubmit={submit} noValidate>
          <DialogContent>
            <DialogContentText>{translate(`${TEXTS}.enrol_scan`)}</DialogContentText>
            <Box sx={{ textAlign: 'center', my: 1 }}>
              <img src={data.qrCode} width={200} height={200} alt={translate(`${TEXTS}.enrol_qr`)} />
            </Box>
            <Typography variant="body2">
              {translate(`${TEXTS}.enrol_secret`)}:{' '}
              <Box component="code" data-testid="totp-secret" sx={{ wordBreak: 'break-all' }}>
                {data.secret}
              </Box>
            </Typography>
            <TextInput
              source="code"
              label={`${TEXTS}.enrol_code`}
              autoComplete="one-time-code"
              validate={validatorsOf(ENROLMENT_CODE_RULES, 'code')}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={`${TEXTS}.enrol_confirm`} icon={<></>} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
