import {
  Dialog,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment, useId } from 'react';
import { useTranslate } from 'react-admin';
import { SHORTCUTS, type ShortcutScope } from '../../shared/shortcuts';
import { KeyCaps } from './keyCapsText';

const SCOPES: readonly ShortcutScope[] = ['anywhere', 'lists', 'forms', 'dialogs'];

/** The shortcut table (src/shared/shortcuts.ts) by where each one works: what `?` shows. */
export function ShortcutHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{translate('app.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          {SCOPES.map((scope) => (
            <TableBody key={scope}>
              <TableRow>
                <TableCell component="th" scope="colgroup" colSpan={2} sx={{ fontWeight: 'bold' }}>
                  {translate(`app.shortcuts.scope.${scope}`)}
                </TableCell>
              </TableRow>
              {SHORTCUTS.filter((shortcut) => shortcut.scope === scope).map((shortcut) => (
                <TableRow key={shortcut.id}>
                  <TableCell>{translate(shortcut.label)}</TableCell>
                  <TableCell>
                    {shortcut.keys.map((keys, index) => (
                      <Fragment key={keys}>
                        {index > 0 && ` ${translate('app.shortcuts.or')} `}
                        <KeyCaps keys={keys} />
                      </Fragment>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          ))}
        </Table>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {translate('app.shortcuts.not_in_fields')}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
