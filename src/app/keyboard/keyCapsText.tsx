import { Box } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { keyCaps } from '../../shared/shortcuts';

/** Whether keys read as on a Mac (⌘ instead of Ctrl). */
export const onMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The keys of one shortcut alternative as key caps: `Ctrl + K`, `G then F`. */
export function KeyCaps({ keys }: { keys: string }) {
  const translate = useTranslate();
  return keyCaps(keys, onMac()).map((press, index) => (
    <Fragment key={index}>
      {index > 0 && ` ${translate('app.shortcuts.then')} `}
      {press.map((key, at) => (
        <Fragment key={at}>
          {at > 0 && ' + '}
          <Box
            component="kbd"
            sx={{
              px: 0.75,
              py: 0.25,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              fontFamily: 'inherit',
            }}
          >
            {key}
          </Box>
        </Fragment>
      ))}
    </Fragment>
  ));
}
