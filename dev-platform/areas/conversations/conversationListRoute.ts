import type { FastifyInstance } from 'fastify';
import type { Conversation } from '../../../src/shared/wire/conversations';
import type { Access } from '../../api/accessGuard';
import { badRequest, forbidden } from '../../api/apiError';
import type { ListScope } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import type { Db } from '../../db/database';
import { conversationList } from './conversationList';
import { transcriptQuery, transcriptSnippets } from './transcriptSearch';

/**
 * The conversations list (SPEC §7 "lists: conversations"). Its `q` searches the words of the transcripts (issue 34.4)
 * with the other filters, sort and paging, and needs full text (application configuration `fullText`): with it off
 * a search is refused, not quietly ignored. The listed conversations then carry the snippet of their first matching
 * turn.
 */
export function conversationListRoute(
  app: FastifyInstance,
  db: Db,
  url: string,
  access: Extract<Access, { area: string }>,
  scopeOf: (idTenant: number) => ListScope,
) {
  const fullText = () =>
    db.prepare("SELECT value FROM app_setting WHERE key = 'fullText'").pluck().get() !== 'false';
  listRoute(app, db, {
    url,
    access,
    source: ({ idTenant }, { q, transcript: _set, ...filter }) => {
      // Every listed conversation answers its snippet: null without a transcript search.
      const plain = {
        spec: conversationList,
        scope: scopeOf(idTenant),
        filter,
        decorate: (items: Conversation[]) => items.map((item) => ({ ...item, snippet: null })),
      };
      if (q === undefined || q === '') return plain;
      if (typeof q !== 'string') throw badRequest(`Filter 'q' must be text`);
      if (!fullText()) throw forbidden('Transcript search is off (application configuration fullText)');
      const query = transcriptQuery(q);
      if (query === null) return plain;
      return {
        ...plain,
        filter: { ...filter, transcript: query },
        decorate: (items: Conversation[]) => {
          const snippets = transcriptSnippets(
            db,
            items.map((item) => item.guid),
            query,
          );
          return items.map((item) => ({ ...item, snippet: snippets.get(item.guid) ?? null }));
        },
      };
    },
  });
}
