import { useCallback } from 'react';
import { useDataProvider, useNavigate, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { getPath } from '../../../shared/getPath';
import { saveFile } from '../../../utils/downloadFile';
import type { ActionConfig, ResourceConfig } from '../../types';
import { detailPath, listPath } from '../resourcePaths';
import { useRouteParams } from '../useRouteParams';
import { isDownloadedFile, messageArgs, type ActionTarget } from './actionTarget';

/**
 * Runs a configured action and applies its outcome: a success notification naming the record, then a refresh,
 * opening the resulting record (`openResult`), handing the result back to be shown once (`showResult`), saving the
 * answered file (`download`) or going to the list (`list`, after a removal); `navigated` tells the caller the page
 * changed. Errors are thrown to the caller.
 */
export function useRunAction(config: ResourceConfig) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  // An action on a page under route parameters (`datasets/:language/:datasetId/…`) fills `{language}` from them.
  const params = useRouteParams(config);
  return useCallback(
    async (
      action: ActionConfig,
      target: ActionTarget & { data?: Record<string, unknown> },
    ): Promise<{ result?: unknown; navigated: boolean }> => {
      const { id, ids, record, parent, data } = target;
      const { data: answer } = await dataProvider.runAction(config.route, {
        action: action.name,
        id,
        ids,
        data,
        record,
        ...(params ? { params } : {}),
        ...(parent ? { parent, rowId: record?.id } : {}),
      });
      notify(action.successMessage, {
        type: 'success',
        messageArgs: messageArgs(translate, config, target),
      });
      if (action.onSuccess === 'download') {
        if (isDownloadedFile(answer)) saveFile(answer.blob, answer.fileName);
        return { navigated: false };
      }
      if (action.onSuccess === 'list') {
        navigate(listPath(config, params));
        return { navigated: true };
      }
      const result = getPath(answer, action.resultPath);
      if (action.onSuccess === 'openResult' && (typeof result === 'number' || typeof result === 'string')) {
        navigate(detailPath(config, result, undefined, params));
        return { navigated: true };
      }
      refresh();
      return {
        result: action.onSuccess === 'showResult' ? (result ?? undefined) : undefined,
        navigated: false,
      };
    },
    [config, dataProvider, navigate, notify, params, refresh, translate],
  );
}
