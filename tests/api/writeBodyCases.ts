import type { Platform } from '../../dev-platform/platform';
import { createLiveCalls } from '../../dev-platform/areas/conversations/conversationLiveCalls';
import { PROFILE_MESSAGES } from '../../src/shared/profileRules';
import type { Session } from './session';

/** Records the walked routes write to, by the name of their route parameter (filled by {@link walkFixtures}). */
export const ids: Record<string, number | string> = {};

/** The write routes of the new areas (the class security-write-bodies walks); a new one fails its coverage check. */
export const NEW_AREAS =
  /^\/api\/(statistics\/billing|administration\/(tenants\/:id\/(fees|tariff-periods)|packages|instances)|callbot\/campaign|knowledge-base|home\/(theme-assets|application-configuration)|.*ongoing-calls|tenant-value-storage|demo-call|bot-deploy)/;

/**
 * Write routes added since the last pass outside those areas (NLP, the own profile, speech, agent control): walked
 * field by field here too, with real ids so their bodies are read, but left out of the all-fields fuzz of
 * security-strict-input (placeholder ids, and already the longest test).
 */
export const ADDED_ROUTES =
  /^\/(nlp\/|api\/(profile|administration\/tts\/speech|agent-assist\/tenants\/:id\/agent-control))/;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');

export interface WriteCase {
  method: 'POST' | 'PUT';
  url: string;
  /** The address with real ids. */
  path: () => string;
  body: () => Record<string, unknown>;
  /** Fields whose value is a file (its bytes in base64, a CSV text): their size limit is the upload's own. */
  files?: string[];
  /** Platform-wide data: written in the root tenant's context. */
  root?: boolean;
  /** The 400 the accepted body itself gets from the record's state (a factor already enrolled), if any. */
  stateRefusal?: string;
}

const c = (
  method: WriteCase['method'],
  url: string,
  body: () => Record<string, unknown>,
  files?: string[],
) => ({
  method,
  url,
  path: () => url.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(ids[name]))),
  body,
  files,
});
/** The same route for several records: `:id` is read from `ids[key]`. */
const on = (key: string, wc: WriteCase): WriteCase => ({
  ...wc,
  path: () => wc.url.replace(':id', String(ids[key])),
});

export const CASES: WriteCase[] = [
  c('POST', '/api/home/application-configuration', () => ({ theme: JSON.stringify({ title: 'Walk' }) })),
  c('POST', '/api/home/theme-assets', () => ({ contentType: 'image/png', data: PNG }), ['data']),
  c('POST', '/api/administration/instances/:appUrl/sync', () => ({
    kind: 'grammars',
    direction: 'toRemote',
    keys: [ids.grammar],
  })),
  c('POST', '/api/administration/lines/:line/ongoing-calls/:guid/transfer', () => ({
    transferMode: 'Blind',
    transferNumber: '+420777000111',
  })),
  c('PUT', '/api/administration/lines/:line/ongoing-calls/configuration', () => ({
    liveTranscription: 2,
    transferMode: 'Attend',
    transferNumber: '+12125550199',
    maxChannels: 8,
  })),
  c('POST', '/api/administration/packages', () => ({
    name: 'Walk package',
    flows: [ids.flow],
    languages: [],
  })),
  c('POST', '/api/administration/packages/resolve', () => ({ name: 'Walk', flows: [ids.flow] })),
  c('POST', '/api/administration/packages/install', () => ({
    fileName: 'walk.json',
    content: ids.package,
    confirmReplace: true,
  })),
  c('POST', '/api/administration/packages/install/preview', () => ({
    fileName: 'walk.json',
    content: ids.package,
  })),
  c('PUT', '/api/bot-deploy/configurations/:configuration', () => ({
    content: ids.configurationContent,
    description: 'Walk',
  })),
  c('POST', '/api/callbot/campaign-folders', () => ({ name: 'Walk folder', idParent: 0 })),
  c('PUT', '/api/callbot/campaign-folders/:folder', () => ({ name: 'Walk folder 2', idParent: 0 })),
  c('POST', '/api/callbot/campaigns', () => ({
    name: 'Walk',
    idCallScript: ids.flow,
    targetKind: 0,
    billingMode: 2,
  })),
  c('POST', '/api/callbot/campaigns/bulk/move', () => ({ ids: [ids.campaign], idFolder: 0 })),
  c('POST', '/api/callbot/campaigns/:campaign/duplicate', () => ({ name: 'Walk copy' })),
  c('POST', '/api/callbot/campaigns/:campaign/status', () => ({ status: 3 })),
  c(
    'POST',
    '/api/callbot/campaigns/:campaign/contacts/import',
    () => ({
      fileName: 'walk.csv',
      content: 'phone\n+420601000001\n',
    }),
    ['content'],
  ),
  c('PUT', '/api/callbot/campaigns/:campaign/basic', () => ({
    name: 'Walk basic',
    description: 'Walked',
    idCallScript: ids.flow,
    idLanguage: null,
    channels: 1,
    billingMode: 2,
    targetKind: 0,
  })),
  c('PUT', '/api/callbot/campaigns/:campaign/prepare', () => ({
    callerIds: ['+420601000002'],
    lineIds: [ids.line],
    concurrentCalls: 5,
    maxAttempts: 3,
    retryDelayMinutes: 60,
  })),
  c('PUT', '/api/callbot/campaigns/:campaign/dialer', () => ({
    mode: 1,
    agents: 4,
    pacing: 2,
    maxAbandonRate: 3,
    doNotCallListIds: [],
  })),
  c('PUT', '/api/callbot/campaigns/:campaign/schedule', () => ({
    startDate: '2030-05-01',
    endDate: '2030-05-10',
    timeZone: 'Europe/Prague',
    mondayFrom: '09:00',
    mondayTo: '17:00',
  })),
  c('POST', '/api/demo-call/groups', () => ({
    name: 'Walk group',
    idLine: ids.line,
    validUntil: '2030-03-31',
  })),
  c('PUT', '/api/demo-call/groups/:group', () => ({
    name: 'Walk group',
    idLine: ids.line,
    validUntil: '2030-03-31',
  })),
  c('POST', '/api/demo-call/calls', () => ({
    idDemoCallGroup: ids.group,
    name: 'Walk call',
    phoneNumber: '+12125550111',
    pin: '1234',
    idCallScript: ids.flow,
  })),
  c('PUT', '/api/demo-call/calls/:call', () => ({
    name: 'Walk call',
    phoneNumber: '+12125550112',
    pin: '4321',
  })),
  c('POST', '/api/knowledge-base/bases', () => ({
    idTenant: ids.acme,
    name: 'Walk base',
    description: 'Walked',
  })),
  c('PUT', '/api/knowledge-base/bases/:base', () => ({ name: 'Walk base 2', description: 'Walked' })),
  c(
    'POST',
    '/api/knowledge-base/bases/:base/files',
    () => ({ fileName: 'walk.txt', mimeType: 'text/plain', content: Buffer.from('walk').toString('base64') }),
    ['content'],
  ),
  c('POST', '/api/knowledge-base/urls', () => ({
    idKnowledgeBase: ids.base,
    url: 'https://example.com/walk',
    crawlDepth: 1,
  })),
  c('POST', '/api/statistics/billing/:account/fees', () => ({
    name: 'Walk fee',
    amount: 100,
    recurring: false,
    validFrom: '2030-01-01',
  })),
  c('POST', '/api/statistics/billing/:account/recalculation', () => ({
    first: '2026-01-01',
    last: '2026-01-02',
  })),
  c('POST', '/api/statistics/billing/:account/tariffs', () => ({
    idTariff: ids.tariff,
    pricePerMinute: 1,
    pricePerCall: 0,
    rounding: 'second',
    validFrom: '2099-01-01',
  })),
  c('PUT', '/api/statistics/billing-fees/:fee', () => ({ validTo: '2099-12-31' })),
  c('PUT', '/api/statistics/billing-tariffs/:period', () => ({ validTo: '2098-12-31' })),
  on(
    'acme',
    c('POST', '/api/administration/tenants/:id/fees', () => ({
      app: 'voicebot',
      name: 'Walk tenant fee',
      amount: 100,
      recurring: true,
      validFrom: '2031-01-01',
    })),
  ),
  on(
    'acme',
    c('POST', '/api/administration/tenants/:id/tariff-periods', () => ({
      idTariff: ids.tariff,
      pricePerMinute: 12,
      pricePerCall: 0,
      rounding: 'second',
      validFrom: '2097-01-01',
      validTo: '2097-01-31',
    })),
  ),
  c('POST', '/api/tenant-value-storage/values', () => ({
    idTenant: ids.acme,
    key: 'walkKey',
    kind: 0,
    value: 'x',
  })),
  c('PUT', '/api/tenant-value-storage/values/:value', () => ({ value: 'y' })),
];

const DATASET = '/nlp/datasets/:language/:dataset/categories';
const EXAMPLES = `${DATASET}/:category/examples`;
const BY_KEY = '/nlp/categories/:categoryKey/examples';

/** {@link ADDED_ROUTES}: each body the smallest one the route accepts. */
export const ADDED_CASES: WriteCase[] = [
  c('POST', '/nlp/datasets', () => ({ name: 'Walk dataset', language: 'de', description: 'Walked' })),
  c('POST', DATASET, () => ({ name: 'walk_category' })),
  // Renamed to its own name: the record stays where the other cases find it.
  c('PUT', `${DATASET}/:category`, () => ({ name: ids.category })),
  c('PUT', '/nlp/categories/:categoryKey', () => ({ name: ids.category })),
  c('POST', EXAMPLES, () => ({ text: 'walk example' })),
  c('POST', BY_KEY, () => ({ text: 'walk example by key' })),
  c('PUT', `${EXAMPLES}/:example`, () => ({ text: 'walk example edited' })),
  c('POST', `${EXAMPLES}/import`, () => ({ csv: 'text\nwalk import\n' }), ['csv']),
  c('POST', `${BY_KEY}/import`, () => ({ csv: 'text\nwalk import by key\n' }), ['csv']),
  c('POST', '/nlp/models', () => ({ idDataset: ids.dataset, name: 'Walk model' })),
  c('POST', '/nlp/models/:model/test', () => ({ text: 'walk' })),
  c('PUT', '/api/profile', () => ({
    firstname: 'Walk',
    lastname: 'Admin',
    email: 'walk@example.com',
    timezone: 'Europe/Prague',
  })),
  {
    ...c('POST', '/api/profile/two-factor', () => ({ code: '123456' })),
    stateRefusal: PROFILE_MESSAGES.invalidEnrolmentCode, // not the authenticator's current code
  },
  c('POST', '/api/administration/tts/speech', () => ({
    text: 'Walk',
    kind: 'text',
    language: 'en-US',
    voice: 'en-us',
  })),
  on(
    'acme',
    c('PUT', '/api/agent-assist/tenants/:id/agent-control', () => ({
      enabled: true,
      maxAgents: 5,
      whisperMode: false,
      bargeIn: false,
    })),
  ),
  // Last: once accepted, the admin's password has changed.
  c('POST', '/api/profile/password', () => ({ currentPassword: 'admin', password: 'Walked-Passw0rd!' })),
];

/** Write routes of the class that take no body: nothing to walk. */
export const BODILESS = new Set([
  'POST /api/administration/lines/:id/ongoing-calls/:id/clean',
  'POST /api/administration/lines/:id/ongoing-calls/:id/transfer/complete',
  'POST /api/administration/lines/:id/ongoing-calls/:id/transfer/return',
  'POST /api/administration/lines/:id/ongoing-calls/:id/listen',
  'POST /api/administration/lines/:id/ongoing-calls/:id/whisper',
  'POST /api/administration/lines/:id/ongoing-calls/:id/barge',
  // Places a demo call: the demo call's own number and flow, nothing from a body.
  'POST /api/demo-call/calls/:id/call',
  'POST /api/bot-deploy/modules/:id/deploy',
  'POST /api/bot-deploy/modules/:id/restart',
  'POST /api/callbot/campaigns/:id/contacts/export',
  'POST /api/tenant-value-storage/tenants/:id/key',
  'POST /api/profile/two-factor/enrolment',
  'POST /api/profile/sessions/end-others',
  'POST /api/profile/api-secret',
]);

/** A route as {@link BODILESS} lists it: method and path, every parameter named `:id` (`/x/:group/y` → `/x/:id/y`). */
export const routeKey = (method: string, url: string) => `${method} ${url.replace(/:[A-Za-z]+/g, ':id')}`;

/** Whether a registered route is one of the {@link BODILESS} routes. */
export const isBodiless = (method: string, url: string) => BODILESS.has(routeKey(method, url));

/** Finds and creates the records of Acme Telecom the walked routes write to. */
export async function walkFixtures(platform: Platform, admin: Session, acme: number): Promise<void> {
  const acmeValue = (sql: string) => platform.db.prepare(sql).pluck().get(acme) as number;
  ids.acme = acme;
  ids.account = `voicebot~${acme}`;
  ids.appUrl = `${platform.url}/instances/staging`;
  ids.flow = acmeValue('SELECT id FROM call_script WHERE id_tenant = ? AND is_component = 0 LIMIT 1');
  ids.grammar = platform.db
    .prepare('SELECT name FROM grammar WHERE id_tenant = ? LIMIT 1')
    .pluck()
    .get(acme) as string;
  ids.line = acmeValue('SELECT id FROM line WHERE id_tenant = ? ORDER BY id LIMIT 1');
  ids.fee = acmeValue('SELECT id FROM fee WHERE id_tenant = ? LIMIT 1');
  ids.tariff = acmeValue('SELECT id FROM tariff WHERE id_tenant = ? LIMIT 1');
  ids.period = acmeValue(
    'SELECT p.id FROM tariff_period p JOIN tariff t ON t.id = p.id_tariff WHERE t.id_tenant = ? ORDER BY p.id LIMIT 1',
  );
  ids.value = acmeValue('SELECT id FROM tenant_value WHERE id_tenant = ? LIMIT 1');
  ids.configuration = platform.db
    .prepare('SELECT name FROM bot_deploy_config LIMIT 1')
    .pluck()
    .get() as string;
  const created = async (path: string, body: unknown) => {
    const res = await admin.call(path, { method: 'POST', body, tenant: acme });
    if (res.status >= 300) throw new Error(`${path} answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: number };
  };
  ids.campaign = (
    await created('/api/callbot/campaigns', {
      name: 'Walked campaign',
      idCallScript: ids.flow,
      targetKind: 0,
      billingMode: 2,
    })
  ).id;
  ids.folder = (await created('/api/callbot/campaign-folders', { name: 'Walked folder', idParent: 0 })).id;
  ids.base = (await created('/api/knowledge-base/bases', { idTenant: acme, name: 'Walked base' })).id;
  ids.group = (
    await created('/api/demo-call/groups', {
      name: 'Walked group',
      idLine: ids.line,
      validUntil: '2030-01-01',
    })
  ).id;
  ids.call = (
    await created('/api/demo-call/calls', {
      idDemoCallGroup: ids.group,
      name: 'Walked call',
      phoneNumber: '+12125550113',
      pin: '1111',
      idCallScript: ids.flow,
    })
  ).id;
  const pkg = (await created('/api/administration/packages', {
    name: 'Walked',
    flows: [ids.flow],
  })) as unknown as {
    downloadUrl: string;
  };
  ids.package = JSON.stringify((await admin.call(pkg.downloadUrl, { tenant: acme })).body);
  const config = (await admin.call(`/api/bot-deploy/configurations/${ids.configuration}`)).body as {
    content: unknown;
  };
  ids.configurationContent =
    typeof config.content === 'string' ? config.content : JSON.stringify(config.content);
  await nlpFixtures(created);
  await platform.jobsIdle(); // the model's training writes rows: done before the walk counts them
  ids.guid = createLiveCalls({ db: platform.db, publish: platform.publish }).start({
    idTenant: acme,
    idLine: ids.line,
    idCallScript: null,
    caller: '+420601000003',
    callee: '+420601000004',
    processKind: 0,
  });
}

/** A dataset of Acme Telecom with a category, an example and a model, through the API (the seed may have none). */
async function nlpFixtures(created: (path: string, body: unknown) => Promise<{ id: number }>) {
  const dataset = await created('/nlp/datasets', { name: 'Walked dataset', language: 'en' });
  Object.assign(ids, { dataset: dataset.id, language: 'en', category: 'walked' });
  await created(`/nlp/datasets/en/${dataset.id}/categories`, { name: 'walked' });
  ids.categoryKey = `en~${dataset.id}~walked`;
  ids.example = (
    await created(`/nlp/datasets/en/${dataset.id}/categories/walked/examples`, { text: 'walked' })
  ).id;
  ids.model = (await created('/nlp/models', { idDataset: dataset.id })).id;
}
