import type { FastifyInstance } from 'fastify';
import { parseUserJson } from '../../../src/shared/jsonShape';
import { normalFileName } from '../../../src/shared/fileNames';
import {
  MAX_PACKAGE_BYTES,
  PACKAGE_UPLOAD_BODY,
  packageFileProblem,
  validatePackage,
} from '../../../src/shared/packageRules';
import { bodySchemaErrors } from '../../../src/shared/validation/bodySchema';
import type { PackageFile, PackagePreview, PackageScript } from '../../../src/shared/wire/packages';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/jobRunner';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { ApiError, badRequest } from '../../api/apiError';
import { assertPlatformWrite, type PlatformWriter } from '../../api/platformData';
import { assertValid, bodyOf } from '../../api/validation';
import { checksumOf } from './packagesContent';

const INSTALL = {
  config: { access: { area: 'PackageManager', action: 'install' } },
  // The package travels as a JSON text inside the JSON body: escaping may nearly double it.
  bodyLimit: MAX_PACKAGE_BYTES * 2 + 4096,
} as const;

/** The uploaded package, fully checked (file name, size, JSON, format, version, items, names, checksum); else 400. */
export function uploadedPackage(body: Record<string, unknown>): PackageFile {
  const errors = bodySchemaErrors(PACKAGE_UPLOAD_BODY, body);
  const { fileName, content } = body;
  // The install page shows one field, the file: a missing one is "choose a file" there, a wrong one says why.
  if (typeof fileName !== 'string' || typeof content !== 'string')
    throw badRequest('Validation failed', { file: 'Choose a package file', ...errors });
  // The uploads' one name rule (NFC, plain, no bidirectional controls), then the package's own.
  const named = normalFileName(fileName);
  const fileProblem = packageFileProblem({
    name: 'name' in named ? named.name : '',
    size: Buffer.byteLength(content),
  });
  if (fileProblem) throw badRequest(fileProblem, { file: fileProblem });
  assertValid(errors);
  const read = parseUserJson(content);
  if ('problem' in read)
    throw read.problem.startsWith('Invalid JSON')
      ? badRequest('This file is not a Switchboard package', { file: 'The file is not valid JSON' })
      : badRequest(`This package cannot be read: ${read.problem}`, { file: read.problem });
  const parsed = read.value;
  const result = validatePackage(parsed);
  if (!('package' in result)) {
    const [first, ...rest] = result.problems;
    throw badRequest(rest.length ? `${first} (and ${rest.length} more problems)` : first, {
      file: result.problems.slice(0, 10).join('; '),
    });
  }
  if (checksumOf((parsed as PackageFile).items) !== result.package.checksum)
    throw badRequest('The package was changed after it was created (checksum mismatch)', {
      file: 'Checksum mismatch',
    });
  return result.package;
}

const findScript = (db: Db, idTenant: number, name: string, component: boolean) =>
  db
    .prepare(
      'SELECT id FROM call_script WHERE id_tenant = ? AND name = ? AND is_component = ? ORDER BY id LIMIT 1',
    )
    .pluck()
    .get(idTenant, name, Number(component)) as number | undefined;

/** What installing `pkg` into the tenant would do to each item. */
export function previewOf(db: Db, idTenant: number, pkg: PackageFile): PackagePreview {
  const exists = (sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) !== undefined;
  const action = (found: boolean) => (found ? ('replace' as const) : ('add' as const));
  return {
    name: pkg.name,
    version: pkg.version,
    changes: [
      ...pkg.items.flows.map((flow) => ({
        kind: 'flow' as const,
        name: flow.name,
        action: action(findScript(db, idTenant, flow.name, false) !== undefined),
      })),
      ...pkg.items.components.map((component) => ({
        kind: 'component' as const,
        name: component.name,
        action: action(findScript(db, idTenant, component.name, true) !== undefined),
      })),
      ...pkg.items.grammars.map((grammar) => ({
        kind: 'grammar' as const,
        name: grammar.name,
        action: action(
          exists('SELECT 1 FROM grammar WHERE id_tenant = ? AND name = ?', idTenant, grammar.name),
        ),
      })),
      // Languages are platform-wide: an existing one is kept as it is.
      ...pkg.items.languages.map((language) => ({
        kind: 'language' as const,
        name: language.code,
        action: exists('SELECT 1 FROM language WHERE code = ?', language.code)
          ? ('keep' as const)
          : ('add' as const),
      })),
    ],
  };
}

/** Languages the package would add to the platform-wide catalogue (existing ones are kept as they are). */
const newLanguages = (db: Db, pkg: PackageFile) =>
  pkg.items.languages.filter(
    (language) => db.prepare('SELECT 1 FROM language WHERE code = ?').get(language.code) === undefined,
  );

/** Adding languages writes platform-wide data: only through the platform-data gate. */
function assertLanguagesAllowed(db: Db, writer: PlatformWriter, pkg: PackageFile) {
  if (newLanguages(db, pkg).length > 0) assertPlatformWrite(db, writer);
}

/** Writes the package into the tenant in one transaction: all of it or, on any failure, nothing. */
function install(db: Db, owner: { idTenant: number; idUser: number }, pkg: PackageFile) {
  const now = new Date().toISOString();
  const { idTenant } = owner;
  assertLanguagesAllowed(db, owner, pkg);
  const languageId = (code: string | null) =>
    code === null ? null : (db.prepare('SELECT id FROM language WHERE code = ?').pluck().get(code) as number);
  db.transaction(() => {
    for (const language of pkg.items.languages)
      db.prepare(
        'INSERT INTO language (code, name, tts_voice, enabled, created) VALUES (?, ?, ?, 1, ?) ON CONFLICT(code) DO NOTHING',
      ).run(language.code, language.name, language.ttsVoice, now);
    const grammarIds = new Map<string, number>();
    for (const grammar of pkg.items.grammars) {
      db.prepare(
        `INSERT INTO grammar (id_tenant, id_language, name, description, kind, content, created, updated)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id_tenant, name) DO UPDATE SET id_language = excluded.id_language,
         description = excluded.description, kind = excluded.kind, content = excluded.content, updated = excluded.updated`,
      ).run(
        idTenant,
        languageId(grammar.language),
        grammar.name,
        grammar.description,
        grammar.kind,
        grammar.content,
        now,
        now,
      );
      grammarIds.set(
        grammar.name,
        db
          .prepare('SELECT id FROM grammar WHERE id_tenant = ? AND name = ?')
          .pluck()
          .get(idTenant, grammar.name) as number,
      );
    }
    const scriptIds = new Map<PackageScript, number>();
    const componentIds = new Map<string, number>();
    const write = (script: PackageScript, component: boolean) => {
      let id = findScript(db, idTenant, script.name, component);
      if (id === undefined) {
        id = Number(
          db
            .prepare(
              `INSERT INTO call_script (id_tenant, id_folder, id_language, name, description, is_component, channels,
               id_user_created, created, updated) VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              idTenant,
              languageId(script.language),
              script.name,
              script.description,
              Number(component),
              script.channels,
              owner.idUser,
              now,
              now,
            ).lastInsertRowid,
        );
      } else {
        db.prepare(
          'UPDATE call_script SET id_language = ?, description = ?, channels = ?, updated = ? WHERE id = ?',
        ).run(languageId(script.language), script.description, script.channels, now, id);
      }
      const version =
        ((db
          .prepare('SELECT MAX(version) FROM call_script_version WHERE id_call_script = ?')
          .pluck()
          .get(id) as number | null) ?? 0) + 1;
      db.prepare(
        `INSERT INTO call_script_version (id_call_script, version, id_user, created, content, comment)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        version,
        owner.idUser,
        now,
        JSON.stringify(script.content),
        `Installed from package ${pkg.name}`,
      );
      scriptIds.set(script, id);
      if (component) componentIds.set(script.name, id);
    };
    pkg.items.components.forEach((script) => write(script, true));
    pkg.items.flows.forEach((script) => write(script, false));
    for (const [script, id] of scriptIds) {
      db.prepare('DELETE FROM call_script_usage WHERE id_call_script = ?').run(id);
      db.prepare('DELETE FROM call_script_grammar WHERE id_call_script = ?').run(id);
      for (const name of script.components)
        db.prepare(
          'INSERT OR IGNORE INTO call_script_usage (id_call_script, id_component) VALUES (?, ?)',
        ).run(id, componentIds.get(name));
      for (const name of script.grammars)
        db.prepare(
          'INSERT OR IGNORE INTO call_script_grammar (id_call_script, id_grammar) VALUES (?, ?)',
        ).run(id, grammarIds.get(name));
    }
  })();
}

/**
 * Package manager, install side (SPEC §2 `/administration/package-manager/install`, §7 "package install"): the
 * uploaded file is checked completely before anything happens, previewed (added, replaced, kept), then installed as
 * a background task in one transaction. Replacing existing items needs `confirmReplace: true` (else 409).
 */
export function packageInstallRoutes(
  app: FastifyInstance,
  { db }: Pick<ApiContext, 'db'>,
  runner: JobRunner,
) {
  app.post(
    '/api/administration/packages/install/preview',
    INSTALL,
    async (request): Promise<PackagePreview> =>
      previewOf(db, principalOf(request).idTenant, uploadedPackage(bodyOf(request))),
  );

  app.post('/api/administration/packages/install', INSTALL, async (request, reply) => {
    const principal = principalOf(request);
    const body = bodyOf(request);
    const pkg = uploadedPackage(body);
    const preview = previewOf(db, principal.idTenant, pkg);
    const replaced = preview.changes.filter((change) => change.action === 'replace');
    if (replaced.length > 0 && body.confirmReplace !== true)
      throw new ApiError(
        409,
        `The package replaces ${replaced.length} existing items (${replaced
          .map((change) => change.name)
          .slice(0, 5)
          .join(', ')}); confirm to replace them`,
      );
    const owner = { idTenant: principal.idTenant, idUser: principal.idUser };
    assertLanguagesAllowed(db, owner, pkg);
    const added = preview.changes.filter((change) => change.action === 'add').length;
    const task = runner.start(
      owner,
      { name: `Install package ${pkg.name}`, description: 'Validated' },
      async (control) => {
        control.progress(20, 'Installing');
        install(db, owner, pkg);
        return { resultUrl: null, description: `${added} added, ${replaced.length} replaced` };
      },
    );
    reply.code(202);
    return task;
  });
}
