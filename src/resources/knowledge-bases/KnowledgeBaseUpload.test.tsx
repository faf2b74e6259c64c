import { fireEvent, screen, waitFor } from '@testing-library/react';
import { KNOWLEDGE_BASE_MAX_BYTES } from '../../shared/knowledgeBaseFiles';
import { resourceRegistry } from '../registry';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { knowledgeBasesResource } from './knowledgeBasesResource';

function setup() {
  const dataProvider = createFakeDataProvider({ resources: resourceRegistry, counts: { knowledgeBases: 2 } });
  const authProvider = createFakeAuthProvider({
    registry: resourceRegistry,
    permissions: { KnowledgeBase: -1 },
  });
  renderConsole(knowledgeBasesResource, {
    path: '/administration/knowledge-bases/detail/1/overview',
    dataProvider,
    authProvider,
  });
  return dataProvider;
}

const uploads = (dataProvider: ReturnType<typeof setup>) =>
  dataProvider.calls.filter((call) => call.method === 'runAction');

describe('knowledge-base upload', () => {
  it('refuses a file past the size limit or of another type without sending it', async () => {
    const dataProvider = setup();
    const input = await screen.findByLabelText('Upload a file', {}, { timeout: 15_000 });
    const huge = new File([new Uint8Array(KNOWLEDGE_BASE_MAX_BYTES + 1)], 'huge.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText('File must be at most 5 MB')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'tool.exe')] } });
    expect(
      await screen.findByText('File type must be one of PDF, DOCX, TXT, CSV, MD, HTML'),
    ).toBeInTheDocument();
    expect(uploads(dataProvider)).toEqual([]);
  });

  it('sends an accepted file as base64 through the files’ upload action', async () => {
    const dataProvider = setup();
    const input = await screen.findByLabelText('Upload a file', {}, { timeout: 15_000 });
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'hello.txt', { type: 'text/plain' })] },
    });
    await waitFor(() => expect(uploads(dataProvider)).toHaveLength(1));
    expect(uploads(dataProvider)[0]).toMatchObject({
      resource: 'administration/knowledge-base-files',
      params: {
        action: 'upload',
        id: 1,
        data: { fileName: 'hello.txt', mimeType: 'text/plain', content: btoa('hello') },
      },
    });
  });
});
