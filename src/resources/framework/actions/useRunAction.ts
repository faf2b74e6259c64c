import { useCallback } from 'react';
import { useDataProvider, useNavigate, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { getPath } from '../../../shared/getPath';
import type { ActionConfig, ResourceConfig } from '../../types';
import { detailPath } from '../resourcePaths';

/**
 * Runs a configured action and applies its outcome: a success notification, then a refresh, opening the resulting
 * record (`openResult`) or handing the result back to be shown once (`showResult`); `navigated` tells the caller the page changed. Errors are thrown to the caller.
 */
export function useRunAction(config: ResourceConfig) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  return useCallback(
    async (
      action: ActionConfig,
      target: { id?: Identifier; ids?: Identifier[]; data?: Record<string, unknown> },
    ): Promise<{ result?: unknown; navigated: boolean }> => {
      const { data } = await dataProvider.runAction(config.route, { action: action.name, ...target });
      notify(action.successMessage, {
        type: 'success',
        messageArgs: { smart_count: target.ids?.length ?? 1 },
      });
      const result = getPath(data, action.resultPath);
      if (action.onSuccess === 'openResult' && (typeof result === 'number' || typeof result === 'string')) {
        navigate(detailPath(config, result));
        return { navigated: true };
      }
      refresh();
      return {
        result: action.onSuccess === 'showResult' ? (result ?? undefined) : undefined,
        navigated: false,
      };
    },
    [config, dataProvider, navigate, notify, refresh],
  );
}
