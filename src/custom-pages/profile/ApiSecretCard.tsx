import { Box, Button, Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { canAccess } from '../../shared/permissions';
import { OWN_API_SECRET_PERMISSION } from '../../shared/profileRules';
import { ConfirmedButton } from './ConfirmedButton';

const TEXTS = 'app.ownProfile';

/** The user's own API secret, shown on request and renewed after a confirmation; only where their role allows it. */
export function ApiSecretCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [renewed, setRenewed] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: () => dataProvider.getOwnApiSecret(),
    onSuccess: () => setRenewed(null),
    onError: () => notify('ra.notification.http_error', { type: 'error' }),
  });
  if (!canAccess(permissions, OWN_API_SECRET_PERMISSION.area, OWN_API_SECRET_PERMISSION.action)) return null;
  // What was asked last: a renewal shows the new secret, a reveal the current one (or that there is none).
  const secret = renewed ?? reveal.data?.data.secret;
  const shown = renewed !== null || reveal.data !== undefined;
  return (
    <Card component="section" aria-label={translate(`${TEXTS}.apiSecret`)}>
      <CardHeader title={translate(`${TEXTS}.apiSecret`)} />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {translate(`${TEXTS}.apiSecret_intro`)}
        </Typography>
        {shown && (
          <Typography sx={{ mt: 1 }}>
            {secret ? (
              <Box component="code" sx={{ wordBreak: 'break-all' }}>
                {secret}
              </Box>
            ) : (
              translate(`${TEXTS}.apiSecret_none`)
            )}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button onClick={() => reveal.mutate()} disabled={reveal.isPending}>
          {translate(`${TEXTS}.apiSecret_show`)}
        </Button>
        <ConfirmedButton
          label={`${TEXTS}.apiSecret_renew`}
          content={`${TEXTS}.apiSecret_confirm`}
          run={() => dataProvider.renewOwnApiSecret()}
          onDone={({ data }) => setRenewed(data.secret)}
        />
      </CardActions>
    </Card>
  );
}
