import { Card, CardContent, CardHeader } from '@mui/material';
import { useMemo } from 'react';
import {
  AutocompleteInput,
  Form,
  SaveButton,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { PROFILE_RULES } from '../../shared/profileRules';
import type { Profile } from '../../shared/wire/profile';
import { resolveTimeZone } from '../../utils/formatDate';
import { submitting, validatorsOf } from './profileForms';
import { useRefreshIdentity } from './useRefreshIdentity';

const TEXTS = 'app.ownProfile';

/** Name, e-mail and the console time zone (a searchable list of IANA zones; empty: the browser's). */
export function ProfileDetailsCard({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefreshIdentity();
  const zones = useMemo(
    () => Intl.supportedValuesOf('timeZone').map((zone) => ({ id: zone, name: zone })),
    [],
  );
  const submit = submitting(async ({ firstname, lastname, email, timezone }) => {
    await dataProvider.updateProfile({ firstname, lastname, email, timezone: timezone || null });
    await refresh();
    notify(`${TEXTS}.saved`, { type: 'success' });
  });
  return (
    <Card component="section" aria-label={translate(`${TEXTS}.details`)}>
      <CardHeader title={translate(`${TEXTS}.details`)} subheader={profile.username} />
      <CardContent>
        <Form record={profile} onSubmit={submit} noValidate>
          {(['firstname', 'lastname', 'email'] as const).map((source) => (
            <TextInput
              key={source}
              source={source}
              label={`${TEXTS}.${source}`}
              validate={validatorsOf(PROFILE_RULES, source)}
            />
          ))}
          <AutocompleteInput
            source="timezone"
            label={`${TEXTS}.timezone`}
            choices={zones}
            helperText={translate(`${TEXTS}.timezone_hint`, { zone: resolveTimeZone(null) })}
          />
          <SaveButton />
        </Form>
      </CardContent>
    </Card>
  );
}
