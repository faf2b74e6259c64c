import type { FastifyInstance } from 'fastify';
import { bytesMatchType } from '../../../src/shared/fileSignatures';
import type { AudioAsset } from '../../../src/shared/wire/flows';
import type { Db } from '../../db/database';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import { runList, type ListSpec } from '../../api/listQuery';
import { listRoute } from '../../api/listRoutes';
import { formErrors } from '../../api/resourceRules';
import { assertValid, bodyOf, idParam, optionalText } from '../../api/validation';
import { wavDurationMs } from '../flows/flow-runner/espeakSpeech';
import { flowList } from '../flows/flowsQuery';

/** Audio types a playAudio node can play, recognised by their bytes (src/shared/fileSignatures.ts). */
export const AUDIO_TYPES = ['audio/wav', 'audio/mpeg', 'audio/ogg'] as const;
export const AUDIO_MAX_BYTES = 5 * 1024 * 1024;
const NAME_MAX = 100;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const NAME_TAKEN = 'An audio asset with this name already exists';

const SELECT = `a.id, a.name, a.description, a.mime_type AS mimeType, a.size_bytes AS sizeBytes,
  a.duration_ms AS durationMs, a.created, a.updated,
  (SELECT COUNT(*) FROM call_script_audio ca WHERE ca.id_audio_asset = a.id) AS flowCount`;

/** Audio assets as lists show them (the assets list, a script's relations). */
export const audioList: ListSpec<AudioAsset, AudioAsset> = {
  from: 'audio_asset a',
  select: SELECT,
  fields: {
    id: { sql: 'a.id', type: 'number' },
    name: { sql: 'a.name', type: 'text' },
    mimeType: { sql: 'a.mime_type', type: 'text' },
    sizeBytes: { sql: 'a.size_bytes', type: 'number' },
    durationMs: { sql: 'a.duration_ms', type: 'number' },
    flowCount: { sql: 'flowCount', type: 'number', filterable: false },
    created: { sql: 'a.created', type: 'text' },
    updated: { sql: 'a.updated', type: 'text' },
  },
  search: ['a.name', 'a.description'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'a.id',
  toItem: (row) => row,
};

export function findAudioAsset(db: Db, id: number, idTenant: number): AudioAsset {
  const row = db
    .prepare(`SELECT ${SELECT} FROM audio_asset a WHERE a.id = ? AND a.id_tenant = ?`)
    .get(id, idTenant) as AudioAsset | undefined;
  if (!row) throw notFound('Audio asset not found');
  return row;
}

/** The bytes of a tenant's WAV audio asset (what a call's recording can mix in), if it still has it. */
export const audioAssetWav = (db: Db, idTenant: number, id: number) =>
  db
    .prepare("SELECT content FROM audio_asset WHERE id = ? AND id_tenant = ? AND mime_type = 'audio/wav'")
    .pluck()
    .get(id, idTenant) as Buffer | undefined;

/** Stores an audio asset (the upload route and the seed); its length is read from a WAV's header. */
export function insertAudioAsset(
  db: Db,
  idTenant: number,
  asset: { name: string; description: string; mimeType: string; bytes: Buffer },
  now = new Date().toISOString(),
): number {
  const durationMs = asset.mimeType === 'audio/wav' ? (wavDurationMs(asset.bytes) ?? null) : null;
  return Number(
    db
      .prepare(
        `INSERT INTO audio_asset (id_tenant, name, description, mime_type, size_bytes, duration_ms, content, created,
           updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        idTenant,
        asset.name,
        asset.description,
        asset.mimeType,
        asset.bytes.length,
        durationMs,
        asset.bytes,
        now,
        now,
      ).lastInsertRowid,
  );
}

/** The name, description and bytes of an upload, or a 400 naming the field: the bytes must be WAV, MP3 or OGG. */
function uploadOf(db: Db, idTenant: number, body: Record<string, unknown>) {
  // The create form's own rules first (their SPEC §5 messages), then what only the platform can tell.
  // The file is judged by its bytes below, not as a text of the form: the form's rules only see whether there is one.
  const file = typeof body.content === 'string' && body.content !== '' ? 'file' : body.content;
  const errors = formErrors('audioAssets', 'create', { ...body, content: file });
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!errors.name && name.length > NAME_MAX) errors.name = `At most ${NAME_MAX} characters`;
  else if (
    !errors.name &&
    db.prepare('SELECT 1 FROM audio_asset WHERE id_tenant = ? AND name = ?').get(idTenant, name)
  )
    errors.name = NAME_TAKEN;
  const content = body.content;
  const bytes =
    typeof content === 'string' && content !== '' && BASE64.test(content)
      ? Buffer.from(content, 'base64')
      : undefined;
  const mimeType = bytes && AUDIO_TYPES.find((type) => bytesMatchType(type, bytes));
  // The form's message (e.g. required) stands; then what only the bytes can tell.
  const problem = !bytes
    ? 'Expected the file in base64'
    : bytes.length > AUDIO_MAX_BYTES
      ? `At most ${AUDIO_MAX_BYTES / 1024 / 1024} MB`
      : !mimeType
        ? 'Expected a WAV, MP3 or OGG file'
        : undefined;
  if (!errors.content && problem) errors.content = problem;
  assertValid(errors);
  return { name, description: optionalText(body.description) ?? '', mimeType: mimeType!, bytes: bytes! };
}

/**
 * Audio assets (issue 33.6): recordings playAudio nodes play by name. They belong to flows, so flows' permissions
 * guard them (CallScript view to list and listen, edit to upload). Foreign assets are 404.
 */
export function audioAssetRoutes(app: FastifyInstance, { db }: ApiContext) {
  const view = { config: { access: { area: 'CallScript', action: 'view' } } } as const;
  const edit = { config: { access: { area: 'CallScript', action: 'edit' } } } as const;
  const base = '/api/assets/audio';

  listRoute(app, db, {
    url: base,
    access: view.config.access,
    source: ({ idTenant }) => ({ spec: audioList, scope: { where: 'a.id_tenant = ?', params: [idTenant] } }),
  });
  app.get(`${base}/:id`, view, async (request) =>
    findAudioAsset(db, idParam(request), principalOf(request).idTenant),
  );
  app.get(`${base}/:id/content`, view, async (request, reply) => {
    const asset = findAudioAsset(db, idParam(request), principalOf(request).idTenant);
    const bytes = db.prepare('SELECT content FROM audio_asset WHERE id = ?').pluck().get(asset.id) as Buffer;
    return reply
      .header('Content-Type', asset.mimeType)
      .header('Cache-Control', 'private, max-age=300')
      .send(bytes);
  });
  // The flows whose current version plays the asset (relations: used in flows).
  app.get(`${base}/:id/flows`, view, async (request) => {
    const asset = findAudioAsset(db, idParam(request), principalOf(request).idTenant);
    return runList(db, flowList, request.query as Record<string, unknown>, {
      where:
        'c.is_component = 0 AND c.id IN (SELECT id_call_script FROM call_script_audio WHERE id_audio_asset = ?)',
      params: [asset.id],
    });
  });
  // Base64 makes the body about 4/3 of the file: room for a file just past the limit, to refuse it by name.
  const bodyLimit = Math.ceil(AUDIO_MAX_BYTES * 1.5);
  app.post(base, { ...edit, bodyLimit }, async (request, reply): Promise<AudioAsset> => {
    const { idTenant } = principalOf(request);
    const id = insertAudioAsset(db, idTenant, uploadOf(db, idTenant, bodyOf(request)));
    reply.code(201);
    return findAudioAsset(db, id, idTenant);
  });
}
