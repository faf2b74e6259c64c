import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate, type Identifier } from 'react-admin';
import { isSilentError } from '../../../providers/apiError';
import type { ActionConfig, ResourceConfig } from '../../types';
import { ConfigIcon } from '../ConfigIcon';
import { ActionResultDialog } from './ActionResultDialog';
import { useRunAction } from './useRunAction';

export interface ActionButtonProps {
  config: ResourceConfig;
  action: ActionConfig;
  /** The record (record actions) or the selected records (bulk actions) the action runs on. */
  target: { id?: Identifier; ids?: Identifier[] };
  /** Opens the action's form (record actions use `?dialog={name}`). */
  onOpenForm: () => void;
  onDone?: () => void;
}

/** A button running an action: through its form when it has one, after its confirmation when it asks one. */
export function ActionButton({ config, action, target, onOpenForm, onDone }: ActionButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const run = useRunAction(config);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<unknown>();

  const execute = async () => {
    setConfirming(false);
    try {
      const { result: value, navigated } = await run(action, target);
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

  return (
    <>
      <Button
        size="small"
        startIcon={action.icon ? <ConfigIcon name={action.icon} /> : undefined}
        onClick={click}
      >
        {translate(action.label)}
      </Button>
      {action.confirm && (
        <Confirm
          isOpen={confirming}
          title={action.label}
          content={action.confirm.message}
          onConfirm={execute}
          onClose={() => setConfirming(false)}
        />
      )}
      {result !== undefined && (
        <ActionResultDialog title={action.label} value={result} onClose={() => setResult(undefined)} />
      )}
    </>
  );
}
