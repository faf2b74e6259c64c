import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { canAccess } from '../../../shared/permissions';
import type { CustomTabProps } from '../../defineArea';
import { ConfigIcon } from '../../framework/ConfigIcon';
import { FlowTestCallPanel } from './FlowTestCallPanel';

const t = (key: string) => `resources.flows.testCall.${key}`;

/**
 * Above a flow's tabs: "Test call" (with the flow's own test permission) opens the interactive test call in a side
 * drawer; closing the drawer hangs up a call still in progress.
 */
export function FlowTestCallHeader({ record }: CustomTabProps) {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!record || !canAccess(permissions, 'CallScript', 'test')) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button startIcon={<ConfigIcon name="phone" />} onClick={() => setOpen(true)}>
        {translate(t('open'))}
      </Button>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Stack
          spacing={2}
          sx={{ width: { xs: '100vw', sm: 420 }, p: 2 }}
          role="region"
          aria-label={translate(t('title'))}
        >
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              {translate(t('title'))}
            </Typography>
            <IconButton aria-label={translate(t('close'))} onClick={() => setOpen(false)}>
              <ConfigIcon name="close" />
            </IconButton>
          </Stack>
          <FlowTestCallPanel idCallScript={Number(record.id)} />
        </Stack>
      </Drawer>
    </Box>
  );
}
