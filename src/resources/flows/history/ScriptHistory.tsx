import { Alert, Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { CustomTabProps } from '../../defineArea';
import { DiffView } from './DiffView';
import { useScriptHistoryController } from './useScriptHistoryController';
import { VersionTable } from './VersionTable';

/**
 * The history tab of a flow or component: its versions (author, date, comment), two of them compared node by node,
 * and the revert to the older one after a confirmation.
 */
export function ScriptHistory({ config, record }: CustomTabProps) {
  const translate = useTranslate();
  if (!record) return null;
  return <HistoryContent config={config} record={record} translate={translate} />;
}

function HistoryContent({
  config,
  record,
  translate,
}: Required<CustomTabProps> & { translate: ReturnType<typeof useTranslate> }) {
  const controller = useScriptHistoryController(config, record);
  const [confirming, setConfirming] = useState<number>();
  const { pair, diff } = controller;
  return (
    <Box component="section" aria-label={translate('history.title')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('history.title')}
      </Typography>
      {controller.error ? (
        <Alert severity="error">{(controller.error as Error).message}</Alert>
      ) : (
        <VersionTable controller={controller} />
      )}
      {!pair && <Typography color="text.secondary">{translate('history.select_hint')}</Typography>}
      {pair && (
        <DiffView
          pair={pair}
          diff={diff}
          loading={controller.diffLoading}
          canRevert={controller.canRevert && !controller.reverting && pair.from !== controller.latest}
          onRevert={() => setConfirming(pair.from)}
        />
      )}
      <Confirm
        isOpen={confirming !== undefined}
        title={translate('history.revert', { version: confirming })}
        content={translate('history.revert_confirm', { version: confirming, next: controller.latest + 1 })}
        onConfirm={() => {
          if (confirming !== undefined) void controller.revert(confirming);
          setConfirming(undefined);
        }}
        onClose={() => setConfirming(undefined)}
      />
    </Box>
  );
}
