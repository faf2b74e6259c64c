import type { FastifyInstance } from 'fastify';
import type {
  KnowledgeBaseFile,
  KnowledgeBaseUrl,
} from '../../../src/resources/knowledge-bases/knowledgeBaseWire';
import {
  KNOWLEDGE_BASE_FILE_MESSAGES,
  KNOWLEDGE_BASE_MAX_BYTES,
  knowledgeBaseFileProblem,
  knowledgeBaseFileType,
} from '../../../src/shared/knowledgeBaseFiles';
import { bytesMatchType } from '../../../src/shared/fileSignatures';
import { isPublicUrl } from '../../../src/shared/publicAddresses';
import { VALIDATION_MESSAGES as MESSAGES } from '../../../src/shared/validation/messages';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest } from '../../api/apiError';
import type { ListSpec } from '../../api/listQuery';
import { formErrors } from '../../api/resourceRules';
import { uploadFileName } from '../../api/uploadFileName';
import { assertValid, bodyOf, idParam } from '../../api/validation';
import { findKnowledgeBase, touchKnowledgeBase } from './knowledgeBases';
import { scopedRecordRoutes } from '../tenants/tenantScopedRecords';

const FROM_BASE = 'JOIN knowledge_base k ON k.id = x.id_knowledge_base';
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const fileList: ListSpec<KnowledgeBaseFile, KnowledgeBaseFile> = {
  from: `knowledge_base_file x ${FROM_BASE}`,
  select: `x.id, x.id_knowledge_base AS idKnowledgeBase, x.file_name AS fileName, x.mime_type AS mimeType,
    x.size_bytes AS sizeBytes, x.status, x.uploaded`,
  fields: {
    id: { sql: 'x.id', type: 'number' },
    idKnowledgeBase: { sql: 'x.id_knowledge_base', type: 'number' },
    fileName: { sql: 'x.file_name', type: 'text' },
    mimeType: { sql: 'x.mime_type', type: 'text' },
    sizeBytes: { sql: 'x.size_bytes', type: 'number' },
    status: { sql: 'x.status', type: 'text' },
    uploaded: { sql: 'x.uploaded', type: 'text' },
  },
  search: ['x.file_name'],
  defaultSort: { field: 'fileName', order: 'ASC' },
  tiebreaker: 'x.id',
  toItem: (row) => row,
};

const urlList: ListSpec<KnowledgeBaseUrl, KnowledgeBaseUrl> = {
  from: `knowledge_base_url x ${FROM_BASE}`,
  select: `x.id, x.id_knowledge_base AS idKnowledgeBase, x.url, x.crawl_depth AS crawlDepth, x.status,
    x.last_crawled AS lastCrawled, x.created`,
  fields: {
    id: { sql: 'x.id', type: 'number' },
    idKnowledgeBase: { sql: 'x.id_knowledge_base', type: 'number' },
    url: { sql: 'x.url', type: 'text' },
    crawlDepth: { sql: 'x.crawl_depth', type: 'number' },
    status: { sql: 'x.status', type: 'text' },
    lastCrawled: { sql: 'x.last_crawled', type: 'text' },
    created: { sql: 'x.created', type: 'text' },
  },
  search: ['x.url'],
  defaultSort: { field: 'url', order: 'ASC' },
  tiebreaker: 'x.id',
  toItem: (row) => row,
};

/**
 * The decoded bytes of an upload body, or the field errors (SPEC §5 style) that refuse it; nothing is stored then.
 * The bytes must be what the name and type claim (an executable named `invoice.pdf` is refused).
 */
function uploadOf(body: Record<string, unknown>): { fileName: string; mimeType: string; bytes: Buffer } {
  const { content } = body;
  const mimeType = body.mimeType ?? '';
  // A declared type is text, and short: anything else would be read as "no type" and pass unnoticed.
  if (typeof mimeType !== 'string' || mimeType.length > 255) assertValid({ mimeType: MESSAGES.match });
  const name = uploadFileName(body.fileName);
  if (typeof content !== 'string' || content === '') assertValid({ content: MESSAGES.required });
  if (!BASE64.test(content as string)) assertValid({ content: 'Expected the file in base64' });
  const bytes = Buffer.from(content as string, 'base64');
  const type = knowledgeBaseFileType(name, mimeType as string);
  const problem =
    knowledgeBaseFileProblem(name, mimeType as string, bytes.length) ??
    (bytesMatchType(type, bytes) ? undefined : 'notItsType');
  if (problem) {
    const message = KNOWLEDGE_BASE_FILE_MESSAGES[problem];
    throw badRequest(message, { fileName: message });
  }
  return { fileName: name, mimeType: type, bytes };
}

/** Files (upload, remove) and https URLs (insert, remove) of the knowledge bases in scope. */
export function knowledgeBaseItemRoutes(app: FastifyInstance, { db }: ApiContext) {
  const view = { area: 'KnowledgeBase', action: 'view' };
  const edit = { config: { access: { area: 'KnowledgeBase', action: 'edit' } } } as const;
  const columns = { id: 'x.id', tenant: 'k.id_tenant' };
  const findFile = scopedRecordRoutes(app, db, {
    url: '/api/knowledge-base/files',
    access: view,
    spec: fileList,
    columns,
    what: 'File',
  });
  const findUrl = scopedRecordRoutes(app, db, {
    url: '/api/knowledge-base/urls',
    access: view,
    spec: urlList,
    columns,
    what: 'URL',
  });

  // Base64 makes the body about 4/3 of the file: room for a file just past the limit, to refuse it by name.
  const bodyLimit = Math.ceil(KNOWLEDGE_BASE_MAX_BYTES * 1.5);
  app.post('/api/knowledge-base/bases/:id/files', { ...edit, bodyLimit }, async (request, reply) => {
    const { idTenant } = principalOf(request);
    const base = findKnowledgeBase(db, idParam(request), idTenant);
    const { fileName, mimeType, bytes } = uploadOf(bodyOf(request));
    const id = db
      .prepare(
        `INSERT INTO knowledge_base_file (id_knowledge_base, file_name, mime_type, size_bytes, status, uploaded,
           content) VALUES (?, ?, ?, ?, 'pending', ?, ?)`,
      )
      .run(base.id, fileName, mimeType, bytes.length, new Date().toISOString(), bytes).lastInsertRowid;
    touchKnowledgeBase(db, base.id);
    reply.code(201);
    return findFile(Number(id), idTenant);
  });

  app.delete('/api/knowledge-base/files/:id', edit, async (request, reply) => {
    const file = findFile(idParam(request), principalOf(request).idTenant);
    db.prepare('DELETE FROM knowledge_base_file WHERE id = ?').run(file.id);
    touchKnowledgeBase(db, file.idKnowledgeBase);
    return reply.code(204).send();
  });

  app.post('/api/knowledge-base/urls', edit, async (request, reply) => {
    const { idTenant } = principalOf(request);
    const body = bodyOf(request);
    const errors = formErrors('knowledgeBaseUrls', 'create', body);
    if (!errors.idKnowledgeBase && !Number.isInteger(body.idKnowledgeBase))
      errors.idKnowledgeBase = 'This knowledge base is not available';
    assertValid(errors);
    const base = findKnowledgeBase(db, body.idKnowledgeBase as number, idTenant);
    const url = String(body.url).trim();
    // The platform crawls these later: never its own host, its network or cloud metadata.
    if (!isPublicUrl(url)) assertValid({ url: 'Use a public https:// address' });
    if (
      db.prepare('SELECT 1 FROM knowledge_base_url WHERE id_knowledge_base = ? AND url = ?').get(base.id, url)
    )
      assertValid({ url: 'This URL is already in the knowledge base' });
    const id = db
      .prepare(
        `INSERT INTO knowledge_base_url (id_knowledge_base, url, crawl_depth, status, created)
         VALUES (?, ?, ?, 'pending', ?)`,
      )
      .run(base.id, url, Number(body.crawlDepth ?? 1), new Date().toISOString()).lastInsertRowid;
    touchKnowledgeBase(db, base.id);
    reply.code(201);
    return findUrl(Number(id), idTenant);
  });

  app.delete('/api/knowledge-base/urls/:id', edit, async (request, reply) => {
    const url = findUrl(idParam(request), principalOf(request).idTenant);
    db.prepare('DELETE FROM knowledge_base_url WHERE id = ?').run(url.id);
    touchKnowledgeBase(db, url.idKnowledgeBase);
    return reply.code(204).send();
  });
}
