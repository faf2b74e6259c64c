import { Box, Button, Tooltip } from '@mui/material';
import { Suspense, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isSilentError } from '../../../providers/apiError';
import type { ActionConfig, ResourceConfig } from '../../types';
import { ConfigIcon } from '../ConfigIcon';
import { LazyActionResultDialog, LazyConfirmActionDialog } from '../lazyDialogs';
import { actionState, type ActionTarget } from './actionTarget';
import { useRunAction } from './useRunAction';

export interface ActionButtonProps {
  config: ResourceConfig;
  action: ActionConfig;
  /** The record, the row or the selected records the action runs on. */
  target: ActionTarget;
  /** Opens the action's form (record actions use `?dialog={name}`). */
  onOpenForm: () => void;
  onDone?: () => void;
}

/**
 * A button running an action: through its form when it has one, after its confirmation when it asks one. Hidden
 * when the record does not match `visibleWhen`; disabled, with the reason as tooltip
 * (`resources.{name}.actions.{action}_disabled`), when it does not match `enabledWhen`.
 */
export function ActionButton({ config, action, target, onOpenForm, onDone }: ActionButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const run = useRunAction(config);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<unknown>();
  const { visible, enabled } = actionState(action, target);
  if (!visible) return null;

  const execute = async (typed?: Record<string, unknown>) => {
    setConfirming(false);
    try {
      const { result: value, navigated } = await run(action, { ...target, data: typed });
      if (value !== undefined) setResult(value);
      if (!navigated) onDone?.();
    } catch (error) {
      if (!isSilentError(error))
        notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  const click = () => {
    if (action.form.length > 0) onOpenForm();
    else if (action.confirm) setConfirming(true);
    else void execute();
  };
  const button = (
    <Button
      size="small"
      startIcon={action.icon ? <ConfigIcon name={action.icon} /> : undefined}
      onClick={click}
      disabled={!enabled}
    >
      {translate(action.label)}
    </Button>
  );
  const reason = translate(`resources.${config.name}.actions.${action.name}_disabled`, {
    _: translate('framework.action_unavailable'),
  });

  return (
    <>
      {enabled ? (
        button
      ) : (
        // A disabled button gets no pointer events; the wrapper carries the tooltip.
        <Tooltip title={reason} describeChild>
          <Box component="span" sx={{ display: 'inline-flex' }}>
            {button}
          </Box>
        </Tooltip>
      )}
      <Suspense fallback={null}>
        {confirming && (
          <LazyConfirmActionDialog
            config={config}
            action={action}
            target={target}
            onConfirm={(typed) => void execute(typed)}
            onClose={() => setConfirming(false)}
          />
        )}
        {result !== undefined && (
          <LazyActionResultDialog title={action.label} value={result} onClose={() => setResult(undefined)} />
        )}
      </Suspense>
    </>
  );
}
