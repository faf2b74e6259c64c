import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { ApiSecretCard } from './ApiSecretCard';
import { LanguageCard } from './LanguageCard';
import { PasswordChangeCard } from './PasswordChangeCard';
import { ProfileDetailsCard } from './ProfileDetailsCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

/** /profile: the signed-in user's details and time zone, language, password, two-factor sign-in, API secret and sessions. */
export function ProfilePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const profile = useQuery({ queryKey: ['profile'], queryFn: () => dataProvider.getProfile() });
  if (profile.isPending) return <Loading />;
  if (profile.isError) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  const data = profile.data.data;
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 720 }}>
      <ProfileDetailsCard profile={data} />
      <LanguageCard />
      <PasswordChangeCard />
      <TwoFactorCard profile={data} />
      <ApiSecretCard />
      <SessionsCard />
    </Stack>
  );
}
