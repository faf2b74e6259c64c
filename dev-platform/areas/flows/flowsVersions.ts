import { structuredPatch } from 'diff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { diffFlowContent } from '../../../src/shared/flowDiff';
import type {
  FlowVersion,
  FlowVersionDetail,
  FlowVersionDiff,
  TextHunk,
} from '../../../src/shared/wire/flowVersions';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import { runList, type ListSpec } from '../../api/listQuery';
import { idParam } from '../../api/validation';
import { findScript, scriptBase, type ScriptKind } from './flowsQuery';

interface VersionRow {
  version: number;
  author: string | null;
  created: string;
  comment: string;
  tag: string | null;
  node_count: number | null;
  content?: string;
}

const SELECT = `v.version, u.username AS author, v.created, v.comment, v.tag,
  CASE WHEN json_valid(v.content) THEN json_array_length(v.content, '$.nodes') END AS node_count`;
const FROM = 'call_script_version v LEFT JOIN user u ON u.id = v.id_user';

const toVersion = (row: VersionRow): FlowVersion => ({
  id: row.version,
  version: row.version,
  author: row.author,
  created: row.created,
  comment: row.comment,
  tag: row.tag,
  nodeCount: row.node_count ?? 0,
});

const versionList: ListSpec<VersionRow, FlowVersion> = {
  from: FROM,
  select: SELECT,
  fields: {
    version: { sql: 'v.version', type: 'number' },
    id: { sql: 'v.version', type: 'number' },
    author: { sql: 'u.username', type: 'text' },
    created: { sql: 'v.created', type: 'text' },
    comment: { sql: 'v.comment', type: 'text' },
    tag: { sql: 'v.tag', type: 'text' },
  },
  search: ['v.comment', 'u.username', 'v.tag'],
  defaultSort: { field: 'version', order: 'DESC' },
  tiebreaker: 'v.id',
  toItem: toVersion,
};

const parse = (content: string): unknown => {
  try {
    return JSON.parse(content);
  } catch {
    return content;
  }
};

export function findVersion(db: Db, idScript: number, version: unknown): FlowVersionDetail {
  const number = Number(version);
  const row = Number.isInteger(number)
    ? (db
        .prepare(`SELECT ${SELECT}, v.content FROM ${FROM} WHERE v.id_call_script = ? AND v.version = ?`)
        .get(idScript, number) as VersionRow | undefined)
    : undefined;
  if (!row) throw notFound('Version not found');
  return { ...toVersion(row), content: parse(row.content ?? '{}') };
}

/** The line diff of two contents as pretty-printed JSON, in hunks with two lines of context. */
const textDiff = (from: unknown, to: unknown): TextHunk[] =>
  structuredPatch(
    'from',
    'to',
    `${JSON.stringify(from, null, 2)}\n`,
    `${JSON.stringify(to, null, 2)}\n`,
    '',
    '',
    {
      context: 2,
    },
  ).hunks.map(({ oldStart, oldLines, newStart, newLines, lines }) => ({
    oldStart,
    oldLines,
    newStart,
    newLines,
    lines,
  }));

export const withoutContent = ({ content: _content, ...version }: FlowVersionDetail): FlowVersion => version;

/** The history of a script: its versions, one version's content and the semantic diff of two (revert: flowsRevert). */
export function scriptVersionRoutes(app: FastifyInstance, { db }: ApiContext, kind: ScriptKind) {
  const base = scriptBase(kind);
  const view = { config: { access: { area: kind.area, action: 'view' } } } as const;
  const script = (request: FastifyRequest) =>
    findScript(db, kind, idParam(request), principalOf(request).idTenant);

  app.get(`${base}/:id/versions`, view, async (request) =>
    runList(db, versionList, request.query as Record<string, unknown>, {
      where: 'v.id_call_script = ?',
      params: [script(request).id],
    }),
  );

  app.get(`${base}/:id/versions/:version`, view, async (request) =>
    findVersion(db, script(request).id, (request.params as { version: string }).version),
  );

  app.get(`${base}/:id/diff/:from/:to`, view, async (request): Promise<FlowVersionDiff> => {
    const { id } = script(request);
    const params = request.params as { from: string; to: string };
    const from = findVersion(db, id, params.from);
    const to = findVersion(db, id, params.to);
    return {
      id: `${from.version}-${to.version}`,
      from: withoutContent(from),
      to: withoutContent(to),
      diff: diffFlowContent(from.content, to.content),
      text: textDiff(from.content, to.content),
    };
  });
}
