import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowFromTemplate } from '../../src/shared/flow/flowTemplates';
import type { AudioAsset, FlowDetail } from '../../src/shared/wire/flows';
import type { FlowTestCall } from '../../src/shared/wire/flowTestCall';
import type { SavedFlowVersion } from '../../src/shared/wire/flowVersions';
import { FlowEventType } from '../../dev-platform/areas/flows/flow-runner/flowRun';
import { toneSequenceWav } from '../../dev-platform/areas/conversations/conversationAudio';
import { startTelephonyWorld, type TelephonyWorld } from './telephonyFixtures';

let world: TelephonyWorld;
let flow: FlowDetail;
let asset: AudioAsset;
let grammar: { id: number; name: string };
const FLOWS = '/api/designer/flows';
const AUDIO = '/api/assets/audio';

const upload = (body: Record<string, unknown>, session = world.operator) =>
  session.call(AUDIO, { method: 'POST', body });
const names = async (path: string) =>
  ((await world.operator.call(path)).body as { items: { name: string }[] }).items.map((item) => item.name);

/** The menu template whose welcome plays `audio` first and whose menu matches the grammar record `grammarName`. */
function designed(audio: string, grammarName: string) {
  const content = flowFromTemplate('menu', 'Related menu');
  const menu = content.nodes.find((node) => node.id === 'menu')!;
  Object.assign(menu, { grammarName });
  content.nodes.push({ id: 'chime', label: 'Chime', type: 'playAudio', audio });
  content.edges = content.edges.map((edge) =>
    edge.from === 'start' ? { from: 'chime', to: edge.to } : edge,
  );
  content.edges.push({ from: 'start', to: 'chime' });
  return content;
}

beforeAll(async () => {
  world = await startTelephonyWorld();
  const created = await world.operator.call(FLOWS, {
    method: 'POST',
    body: { name: 'Related menu', template: 'menu' },
  });
  flow = created.body as FlowDetail;
  const idGrammar = world.value('SELECT id FROM grammar WHERE id_tenant = ? ORDER BY id', world.acme);
  grammar = { id: idGrammar, name: world.value<string>('SELECT name FROM grammar WHERE id = ?', idGrammar) };
  const wav = toneSequenceWav(1, [{ offsetMs: 0, type: 4 }]);
  const res = await upload({ name: 'Menu chime', content: wav.toString('base64') });
  expect(res.status).toBe(201);
  asset = res.body as AudioAsset;
});
afterAll(async () => world?.close());

describe('audio assets', () => {
  it('stores an upload whose bytes are WAV, with its type and length, and serves it to its tenant only', async () => {
    expect(asset).toMatchObject({
      name: 'Menu chime',
      mimeType: 'audio/wav',
      durationMs: 1000,
      flowCount: 0,
    });
    const content = await fetch(`${world.platform.url}${AUDIO}/${asset.id}/content`, {
      headers: { authorization: `Bearer ${world.operator.token}` },
    });
    expect(content.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await content.arrayBuffer()).toString('ascii', 8, 12)).toBe('WAVE');
    const foreign = world.value('SELECT id FROM audio_asset WHERE id_tenant = ?', world.globex);
    expect((await world.operator.call(`${AUDIO}/${foreign}`)).status).toBe(404);
  });

  it('refuses bytes that are not WAV, MP3 or OGG, a taken name, and users who may not edit flows', async () => {
    const pdf = Buffer.from('%PDF-1.4 fake').toString('base64');
    expect((await upload({ name: 'Menu chime', content: pdf })).body).toMatchObject({
      status: 400,
      errors: { name: expect.stringContaining('already exists'), content: 'Expected a WAV, MP3 or OGG file' },
    });
    const ogg = Buffer.from('OggS\0\u0002').toString('base64');
    expect((await upload({ name: 'Ogg', content: ogg }, world.viewer)).status).toBe(403);
  });
});

describe('relations follow the nodes of the current version (issue 33.6)', () => {
  it('lists the grammar record and audio asset a saved version names, both ways', async () => {
    const saved = await world.operator.call(`${FLOWS}/${flow.id}/versions`, {
      method: 'POST',
      body: { content: designed(asset.name, grammar.name), comment: 'Chime and grammar record' },
    });
    expect((saved.body as SavedFlowVersion).problems).toEqual([]);
    expect(await names(`${FLOWS}/${flow.id}/grammars`)).toEqual([grammar.name]);
    expect(await names(`${FLOWS}/${flow.id}/audio`)).toEqual([asset.name]);
    expect(await names(`/api/assets/grammars/${grammar.id}/flows?pageSize=500`)).toContain('Related menu');
    expect(await names(`${AUDIO}/${asset.id}/flows`)).toEqual(['Related menu']);
  });

  it('reports names the tenant does not have at their nodes, and drops relations the new version lost', async () => {
    const saved = await world.operator.call(`${FLOWS}/${flow.id}/versions`, {
      method: 'POST',
      body: { content: designed('No such sound', 'No such grammar'), comment: 'Unknown names' },
    });
    expect((saved.body as SavedFlowVersion).problems).toEqual([
      { node: 'menu', message: '"Menu" uses the unknown grammar "No such grammar"' },
      { node: 'chime', message: '"Chime" uses the unknown audio asset "No such sound"' },
    ]);
    expect(await names(`${FLOWS}/${flow.id}/grammars`)).toEqual([]);
    expect(await names(`${AUDIO}/${asset.id}/flows`)).toEqual([]);
  });
});

describe('a test call plays the audio asset', () => {
  it('emits AUDIO_PLAY at its node and mixes the asset into the recording of the call', async () => {
    const long = toneSequenceWav(4, [{ offsetMs: 0, type: 9 }]);
    const hold = (await upload({ name: 'Long hold', content: long.toString('base64') })).body as AudioAsset;
    const content = flowFromTemplate('empty', 'Hold');
    content.nodes.push({ id: 'hold', label: 'Hold', type: 'playAudio', audio: hold.name });
    content.edges = [
      { from: 'start', to: 'hold' },
      { from: 'hold', to: content.nodes.find((node) => node.type === 'end')!.id },
    ];
    const started = await world.operator.call(`${FLOWS}/${flow.id}/interactive-test-call`, {
      method: 'POST',
      body: { content },
    });
    expect(started.status).toBe(201);
    const call = started.body as FlowTestCall;
    expect(call.events).toContainEqual(
      expect.objectContaining({ type: FlowEventType.AUDIO_PLAY, text: hold.name, node: 'hold' }),
    );
    // The call took milliseconds; its recording lasts as long as the asset it played.
    const recording = await fetch(
      `${world.platform.url}/api/calls-management/conversations/${call.guid}/recording`,
      { headers: { authorization: `Bearer ${world.operator.token}` } },
    );
    expect(((await recording.arrayBuffer()).byteLength - 44) / 8000).toBeGreaterThan(4);
  });
});
