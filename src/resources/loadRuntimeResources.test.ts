import tagsJson from '../../config/resources/tags.json';
import { fileNameOf, loadRuntimeResources } from './loadRuntimeResources';

function fakeFetch(files: Record<string, string | number>) {
  return vi.fn(async (url: string | URL | Request) => {
    const body = files[String(url)];
    if (body === undefined) throw new TypeError('Failed to fetch');
    return typeof body === 'number'
      ? new Response('', { status: body })
      : new Response(body, { status: 200 });
  }) as unknown as typeof fetch;
}

describe('loadRuntimeResources', () => {
  it('loads valid files and reports each broken one by file and path, keeping the others', async () => {
    const broken = {
      ...tagsJson,
      name: 'brokenTags',
      route: 'broken',
      fields: [...tagsJson.fields, { source: 'x', type: 'unicorn' }],
    };
    const result = await loadRuntimeResources(
      [
        '/resources/tags.json',
        '/resources/broken.json',
        '/resources/missing.json',
        '/resources/garbage.json?v=2',
        '/down.json',
      ],
      fakeFetch({
        '/resources/tags.json': JSON.stringify(tagsJson),
        '/resources/broken.json': JSON.stringify(broken),
        '/resources/missing.json': 404,
        '/resources/garbage.json?v=2': '{ not json',
      }),
    );
    expect(result.resources.map(({ file, config }) => [file, config.name])).toEqual([['tags.json', 'tags']]);
    expect(result.errors.map((error) => error.message)).toEqual([
      expect.stringMatching(/^broken\.json: fields\[5\]\.type: expected one of text, .*, got "unicorn"$/),
      'missing.json: could not be loaded (HTTP 404)',
      expect.stringMatching(/^garbage\.json: is not valid JSON \(/),
      'down.json: could not be loaded (Failed to fetch)',
    ]);
  });

  it('names files by the last path segment', () => {
    expect(fileNameOf('/resources/tags.json')).toBe('tags.json');
    expect(fileNameOf('https://cdn.example/ops/lines.json?v=3#x')).toBe('lines.json');
  });
});
