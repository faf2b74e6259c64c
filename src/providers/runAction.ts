import type { Identifier } from 'react-admin';
import { fillBody, fillPath, type PlaceholderValues } from '../resources/schema/placeholders';
import type { ActionConfig, ApiBase, ResourceConfig } from '../resources/types';
import { attachmentFileName } from '../utils/downloadFile';
import { getPath } from '../shared/getPath';
import type { HttpClient } from './httpClient';
import { routeValues, type RouteParamValues } from './resourceCalls';

/** What an action runs on and sends; see `actionRequest` for how it becomes a call. */
export interface RunActionParams {
  action: string;
  /** Record and row actions: the record the action belongs to (`{id}`). */
  id?: Identifier;
  /** Bulk actions: the selected ids, sent in the body as `ids`. */
  ids?: Identifier[];
  /** Row actions: the row's id (`{rowId}`). */
  rowId?: Identifier;
  /** The record the action runs on (a row action's row): its fields fill `{placeholders}`. */
  record?: Record<string, unknown>;
  /** Row actions: the shown record (`{parent.…}`). */
  parent?: Record<string, unknown>;
  /** Route parameters of the page the action runs on (`{ language: 'en', datasetId: '3' }`). */
  params?: RouteParamValues;
  /** The form values and a typed confirmation, merged over the filled `call.body`. */
  data?: Record<string, unknown>;
  meta?: { silent?: boolean };
}

/** The answer of a `download` action: the file as the server sent it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * Values of an action's placeholders: the record's fields, then the page's route parameters, then `id`, `rowId`,
 * `parent.…` and `ids` (later ones win, as for the resource's own calls).
 */
function placeholderValues({ record, params, id, ids, rowId, parent }: RunActionParams): PlaceholderValues {
  const defined = Object.entries({ id, ids, rowId, parent }).filter(([, value]) => value !== undefined);
  return { ...record, ...routeValues(params), ...Object.fromEntries(defined) };
}

/**
 * The path and body of an action's call: placeholders filled from the record, the route parameters, `id`, `rowId`
 * and `parent`; the form
 * values over the filled `call.body` template; bulk actions add the selected `ids`. GET calls send no body.
 */
export function actionRequest(
  action: ActionConfig,
  params: RunActionParams,
): { path: string; body?: Record<string, unknown> } {
  const values = placeholderValues(params);
  const path = fillPath(action.call.path, values);
  if (action.call.method === 'GET') return { path };
  const template = action.call.body ? (fillBody(action.call.body, values) as Record<string, unknown>) : {};
  const body = { ...template, ...params.data };
  return { path, body: action.scope === 'bulk' ? { ...body, ids: params.ids ?? [] } : body };
}

/**
 * The data provider's `runAction`: calls the action's API and answers its data (at `call.dataPath`), or for a
 * `download` action the file itself, named by the answer's Content-Disposition or after the action.
 */
export function createRunAction({
  resolve,
  httpClient,
  apiUrls,
}: {
  resolve: (resource: string) => Promise<ResourceConfig>;
  httpClient: HttpClient;
  apiUrls: Record<ApiBase, string>;
}) {
  return async (resource: string, params: RunActionParams): Promise<{ data: unknown }> => {
    const config = await resolve(resource);
    const action = config.actions.find((item) => item.name === params.action);
    if (!action) throw new Error(`Resource "${config.name}" has no action "${params.action}"`);
    const { path, body } = actionRequest(action, params);
    const response = await httpClient(`${apiUrls[config.api.base]}${path}`, {
      method: action.call.method,
      body,
      silent: params.meta?.silent,
      responseType: action.onSuccess === 'download' ? 'blob' : 'json',
    });
    if (response.blob) {
      const fileName = attachmentFileName(response.headers.get('Content-Disposition'), action.name);
      return { data: { blob: response.blob, fileName } satisfies DownloadedFile };
    }
    return { data: getPath(response.json, action.call.dataPath ?? '') ?? null };
  };
}
