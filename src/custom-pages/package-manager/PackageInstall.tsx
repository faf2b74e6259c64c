import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { TaskStatus } from '../../shared/enumerations';
import { usePackageInstallController } from './usePackageInstallController';

const TEXTS = 'app.packageManager';

/** The install tab: choose a file, see what it adds or replaces, install it as a task. */
export function PackageInstall() {
  const translate = useTranslate();
  const install = usePackageInstallController();
  const { preview, task } = install;
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Box>
        <Button variant="outlined" component="label" disabled={install.checking}>
          {translate(`${TEXTS}.install.choose`)}
          <input
            type="file"
            hidden
            accept=".json,application/json"
            aria-label={translate(`${TEXTS}.install.file`)}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) install.choose(file);
              event.target.value = '';
            }}
          />
        </Button>
      </Box>
      {install.problem && <Alert severity="error">{install.problem}</Alert>}
      {preview && (
        <Box component="section" aria-label={translate(`${TEXTS}.install.preview`, preview)}>
          <Typography variant="h6" component="h2">
            {translate(`${TEXTS}.install.preview`, preview)}
          </Typography>
          {/* Issue 31.2: a checksum is no signature; the server verified it, the person decides whom to trust. */}
          <Typography variant="body2" color="text.secondary">
            {translate(`${TEXTS}.install.checksum_note`)}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${TEXTS}.install.kind`)}</TableCell>
                <TableCell>{translate(`${TEXTS}.install.name`)}</TableCell>
                <TableCell>{translate(`${TEXTS}.install.change`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.changes.map((change) => (
                <TableRow key={`${change.kind}:${change.name}`}>
                  <TableCell>{translate(`${TEXTS}.kinds.${change.kind}`)}</TableCell>
                  <TableCell>{change.name}</TableCell>
                  <TableCell>{translate(`${TEXTS}.install.actions.${change.action}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {install.replaced > 0 && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={install.confirmReplace}
                  onChange={(event) => install.setConfirmReplace(event.target.checked)}
                />
              }
              label={translate(`${TEXTS}.install.replace_confirm`, { smart_count: install.replaced })}
            />
          )}
          <Box sx={{ mt: 1 }}>
            <Button variant="contained" disabled={!install.canInstall} onClick={install.install}>
              {translate(`${TEXTS}.install.submit`)}
            </Button>
          </Box>
        </Box>
      )}
      {task && task.status < TaskStatus.DONE && (
        <Box role="status">
          <Typography>{translate(`${TEXTS}.install.running`, { progress: task.progress })}</Typography>
          <LinearProgress variant="determinate" value={task.progress} aria-hidden />
        </Box>
      )}
      {task?.status === TaskStatus.DONE && (
        <Alert severity="success">
          {translate(`${TEXTS}.install.done`, { description: task.description })}
        </Alert>
      )}
      {task && task.status > TaskStatus.DONE && (
        <Alert severity="error">
          {translate(`${TEXTS}.install.failed`, { description: task.description })}
        </Alert>
      )}
    </Stack>
  );
}
