import type { FlowDetail, FlowSummary } from '../../../src/shared/wire/flows';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../api/apiError';
import type { ListField, ListSpec } from '../../api/listQuery';

/** Flows and components are both call scripts; what differs is this. */
export interface ScriptKind {
  /** `flows` or `components`: the API collection under /api/designer. */
  collection: 'flows' | 'components';
  area: 'CallScript' | 'Component';
  isComponent: 0 | 1;
  notFound: string;
}

export const FLOW_KIND: ScriptKind = {
  collection: 'flows',
  area: 'CallScript',
  isComponent: 0,
  notFound: 'Flow not found',
};
export const COMPONENT_KIND: ScriptKind = {
  collection: 'components',
  area: 'Component',
  isComponent: 1,
  notFound: 'Component not found',
};

export const scriptBase = (kind: ScriptKind) => `/api/designer/${kind.collection}`;

export interface FlowRow {
  id: number;
  name: string;
  description: string;
  id_folder: number | null;
  folder_name: string | null;
  id_language: number | null;
  language: string | null;
  language_name: string | null;
  version: number | null;
  channels: number;
  process_kind: number;
  component_kind: number | null;
  is_component: number;
  tags: string | null;
  variables: string | null;
  created_by: string | null;
  modified_by: string | null;
  created: string;
  updated: string;
}

const SELECT = `c.id, c.name, c.description, c.id_folder, f.name AS folder_name, c.id_language, l.code AS language,
  l.name AS language_name, c.channels, c.process_kind, c.component_kind, c.is_component,
  (SELECT MAX(v.version) FROM call_script_version v WHERE v.id_call_script = c.id) AS version,
  (SELECT json_group_array(t.name) FROM call_script_tag ct JOIN tag t ON t.id = ct.id_tag WHERE ct.id_call_script = c.id)
    AS tags,
  (SELECT json_group_array(cv.name) FROM call_script_variable cv WHERE cv.id_call_script = c.id) AS variables,
  u.username AS created_by, um.username AS modified_by, c.created, c.updated`;
const FROM = `call_script c LEFT JOIN folder f ON f.id = c.id_folder LEFT JOIN language l ON l.id = c.id_language
  LEFT JOIN user u ON u.id = c.id_user_created LEFT JOIN user um ON um.id = c.id_user_modified`;

export const toFlow = (row: FlowRow): FlowDetail => ({
  id: row.id,
  name: row.name,
  description: row.description,
  idFolder: row.id_folder,
  folderName: row.folder_name,
  language: row.language,
  version: row.version ?? 0,
  channels: row.channels,
  tags: row.tags ? (JSON.parse(row.tags) as string[]) : [],
  createdBy: row.created_by,
  created: row.created,
  modified: row.updated,
  idLanguage: row.id_language,
  languageName: row.language_name,
  processKind: row.process_kind,
  componentKind: row.component_kind,
  scriptKind: row.is_component ? 1 : 2,
  modifiedBy: row.modified_by,
  variables: row.variables ? (JSON.parse(row.variables) as string[]) : [],
});

/** Whole numbers (one or a list) of a filter value; 400 naming the filter otherwise. */
export const wholeNumbers = (value: unknown, name: string): number[] => {
  const values = (Array.isArray(value) ? value : [value]).map((item) =>
    typeof item === 'string' && item.trim() !== '' ? Number(item) : item,
  );
  if (values.length === 0 || !values.every((item) => Number.isInteger(item) && (item as number) >= 0))
    throw badRequest(`Invalid value for filter '${name}'`);
  return values as number[];
};

/** `idFolder`: 0 (or 'root') is the root, i.e. scripts in no folder. */
const folderField: ListField = {
  sql: 'c.id_folder',
  type: 'number',
  match: (value) => {
    const ids = wholeNumbers(value === 'root' ? 0 : value, 'idFolder');
    return { sql: `COALESCE(c.id_folder, 0) IN (${ids.map(() => '?').join(', ')})`, params: ids };
  },
};

/** `channels`: scripts with any of the given channel bits (SPEC §3 VOICE 1, CHAT 2, RPA 4). */
const channelField: ListField = {
  sql: 'c.channels',
  type: 'number',
  match: (value) => {
    const mask = wholeNumbers(value, 'channels').reduce((bits, bit) => bits | bit, 0);
    return { sql: '(c.channels & ?) <> 0', params: [mask] };
  },
};

/** `tag`: scripts carrying a tag of that name (case-insensitive). */
const tagField: ListField = {
  sql: 'tags',
  type: 'text',
  sortable: false,
  match: (value) => {
    if (typeof value !== 'string' || value.trim() === '') throw badRequest(`Invalid value for filter 'tag'`);
    return {
      sql: `EXISTS (SELECT 1 FROM call_script_tag ct JOIN tag t ON t.id = ct.id_tag
              WHERE ct.id_call_script = c.id AND t.name = ? COLLATE NOCASE)`,
      params: [value.trim()],
    };
  },
};

/** The flow list query, shared with a language's relations tab, components and the relations of a script. */
export const flowList: ListSpec<FlowRow, FlowSummary> = {
  from: FROM,
  select: SELECT,
  fields: {
    id: { sql: 'c.id', type: 'number' },
    name: { sql: 'c.name', type: 'text' },
    idFolder: folderField,
    folderName: { sql: 'f.name', type: 'text' },
    idLanguage: { sql: 'c.id_language', type: 'number' },
    language: { sql: 'l.code', type: 'text' },
    languageName: { sql: 'l.name', type: 'text' },
    channels: channelField,
    processKind: { sql: 'c.process_kind', type: 'number' },
    componentKind: { sql: 'c.component_kind', type: 'number' },
    tag: tagField,
    version: { sql: 'version', type: 'number', filterable: false },
    createdBy: { sql: 'u.username', type: 'text' },
    modifiedBy: { sql: 'um.username', type: 'text' },
    created: { sql: 'c.created', type: 'text' },
    modified: { sql: 'c.updated', type: 'text' },
  },
  search: ['c.name', 'c.description'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'c.id',
  toItem: toFlow,
};

/** Scripts of one kind in the caller's tenant context. */
export const kindScope = (kind: ScriptKind, idTenant: number) => ({
  where: 'c.id_tenant = ? AND c.is_component = ?',
  params: [idTenant, kind.isComponent],
});

/** One script of the kind in the tenant; 404 when missing or foreign. */
export function findScript(db: Db, kind: ScriptKind, id: number, idTenant: number): FlowDetail {
  const { where, params } = kindScope(kind, idTenant);
  const row = db.prepare(`SELECT ${SELECT} FROM ${FROM} WHERE c.id = ? AND ${where}`).get(id, ...params) as
    FlowRow | undefined;
  if (!row) throw notFound(kind.notFound);
  return toFlow(row);
}
