import { Card, CardContent, CardHeader } from '@mui/material';
import { Form, PasswordInput, SaveButton, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { PASSWORD_CHANGE_RULES } from '../../shared/profileRules';
import { submitting, validatorsOf } from './profileForms';
import { useRefreshIdentity } from './useRefreshIdentity';

const TEXTS = 'app.ownProfile';
// The repetition is the form's own check: the platform never receives it.
const confirmRules = validatorsOf(
  { passwordConfirm: [{ name: 'required' }, { name: 'match', field: 'password' }] },
  'passwordConfirm',
);

/** The user's own password change: the current one first (issue 32.2, 32.3); the expiry notice goes with it. */
export function PasswordChangeCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefreshIdentity();
  const submit = submitting(async ({ currentPassword, password }) => {
    await dataProvider.changeOwnPassword({ currentPassword, password });
    await refresh();
    notify(`${TEXTS}.password_changed`, { type: 'success' });
  });
  return (
    <Card component="section" aria-label={translate(`${TEXTS}.password`)}>
      <CardHeader title={translate(`${TEXTS}.password`)} />
      <CardContent>
        {/* A fresh form after each change: the typed passwords do not stay on screen. */}
        <Form onSubmit={submit} noValidate>
          <PasswordInput
            source="currentPassword"
            label={`${TEXTS}.currentPassword`}
            autoComplete="current-password"
            validate={validatorsOf(PASSWORD_CHANGE_RULES, 'currentPassword')}
          />
          <PasswordInput
            source="password"
            label={`${TEXTS}.newPassword`}
            autoComplete="new-password"
            validate={validatorsOf(PASSWORD_CHANGE_RULES, 'password')}
          />
          <PasswordInput
            source="passwordConfirm"
            label={`${TEXTS}.passwordConfirm`}
            autoComplete="new-password"
            validate={confirmRules}
          />
          <SaveButton label={`${TEXTS}.change_password`} />
        </Form>
      </CardContent>
    </Card>
  );
}
