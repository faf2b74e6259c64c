import {
  Card,
  CardActions,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLogout, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { formatDate } from '../../utils/formatDate';
import { useConsoleTimeZone } from '../../utils/useConsoleTimeZone';
import { ConfirmedButton } from './ConfirmedButton';

const TEXTS = 'app.ownProfile';

/**
 * The browsers the user is signed in with, and "sign out everywhere": the platform ends every other session, then
 * this console signs out the usual way (its tokens revoked, its SSO session ended).
 */
export function SessionsCard() {
  const translate = useTranslate();
  const logout = useLogout();
  const timeZone = useConsoleTimeZone();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const sessions = useQuery({
    queryKey: ['profile', 'sessions'],
    queryFn: () => dataProvider.getOwnSessions(),
  });
  const at = (date: string | null) => formatDate(date, { timeZone, withTime: true });
  return (
    <Card component="section" aria-label={translate(`${TEXTS}.sessions`)}>
      <CardHeader title={translate(`${TEXTS}.sessions`)} />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {translate(`${TEXTS}.sessions_intro`)}
        </Typography>
        <List dense aria-label={translate(`${TEXTS}.sessions`)}>
          {(sessions.data?.data.sessions ?? []).map((session) => (
            <ListItem key={session.id} disableGutters>
              <ListItemText
                primary={translate(`${TEXTS}.session_signedIn`, { date: at(session.signedIn) })}
                secondary={
                  session.current
                    ? translate(`${TEXTS}.session_current`)
                    : translate(`${TEXTS}.session_expires`, { date: at(session.expires) })
                }
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions>
        <ConfirmedButton
          label={`${TEXTS}.sessions_signOutEverywhere`}
          content={`${TEXTS}.sessions_confirm`}
          run={() => dataProvider.endOtherSessions()}
          onDone={() => logout()}
          variant="outlined"
          color="warning"
        />
      </CardActions>
    </Card>
  );
}
