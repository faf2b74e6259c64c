import { conversationsResource } from '../resources/conversations/conversationsResource';
import { grammarsResource } from '../resources/grammars/grammarsResource';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';

const apiUrls = { core: 'http://localhost:8080/api', nlp: 'http://localhost:8080/nlp' };
const GUID = '0b8e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b';

function setup(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  const httpClient = createHttpClient({ getUser: async () => ({ access_token: 't' }), fetch: fetchMock });
  const dataProvider = createDataProvider({
    resources: [conversationsResource, grammarsResource],
    httpClient,
    apiUrls,
  });
  const paths = () => fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname);
  return { dataProvider, paths };
}

describe('resolveAlias (SPEC §7 guid to id)', () => {
  it("resolves a conversation's numeric dial-log id through the id-to-guid call, never reading the record", async () => {
    const { dataProvider, paths } = setup({ guid: GUID, id: 42 });
    expect(await dataProvider.resolveAlias('administration/conversation-details', { id: '42' })).toEqual({
      data: GUID,
    });
    expect(paths()).toEqual(['/api/calls-management/conversations/id-to-guid/42']);
  });

  it('fails like the platform when the alias names nothing', async () => {
    const { dataProvider } = setup({ status: 404, error: 'Conversation not found' }, 404);
    await expect(
      dataProvider.resolveAlias('administration/conversation-details', { id: '9' }),
    ).rejects.toThrow('Error (404) - Conversation not found');
  });

  it('reads the record by the alias for a resource without a lookup call', async () => {
    const { dataProvider, paths } = setup({ id: 5, name: 'Yes/No' });
    expect(await dataProvider.resolveAlias('grammars', { id: 5 })).toEqual({ data: 5 });
    expect(paths()).toEqual(['/api/assets/grammars/5']);
  });
});
