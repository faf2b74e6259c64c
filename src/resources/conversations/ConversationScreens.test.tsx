import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { linesResource } from '../lines/linesResource';
import { resourceRegistry } from '../registry';
import { conversationsResource } from './conversationsResource';

const GUID = '0b7c1a52-4a5e-4c1f-9d7e-2f3a4b5c6d7e';
const conversation = { id: GUID, guid: GUID, caller: '+420777000111', started: '2025-03-01T10:00:00Z' };
const location = () => screen.getByTestId('location').textContent;

/** A provider answering any conversation read (by guid or by an old numeric id) with the one conversation. */
function conversationProvider(
  runAction = vi.fn(async () => ({ data: { blob: new Blob(['RIFF']), fileName: 'x.wav' } })),
) {
  const dataProvider = {
    getOne: async (resource: string) =>
      resource === 'conversationTimelines'
        ? { data: { id: GUID, guid: GUID, total: 0, conversations: [], items: [] } }
        : { data: conversation },
    getList: async () => ({ data: [conversation], total: 1 }),
    // SPEC §7 guid to id: an old numeric link resolves to the conversation's guid.
    resolveAlias: async () => ({ data: GUID }),
    runAction,
  } as unknown as DataProvider;
  return { dataProvider, runAction };
}

describe('conversation screens and the application configuration', () => {
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:recording';
    URL.revokeObjectURL = () => undefined;
  });

  it('moves an old numeric link to the guid route, keeping the tab and the query', async () => {
    renderConsole(conversationsResource, {
      path: '/administration/conversation-details/4711/data?fullConversations=true',
      dataProvider: conversationProvider().dataProvider,
    });
    await waitFor(() =>
      expect(location()).toBe(`/administration/conversation-details/${GUID}/data?fullConversations=true`),
    );
  });

  it('offers the text search only while full text is on', async () => {
    const { dataProvider } = conversationProvider();
    const first = renderConsole(conversationsResource, {
      path: '/administration/conversation-details',
      dataProvider,
      configuration: { fullText: true },
    });
    expect(await screen.findByPlaceholderText('Search')).toBeInTheDocument();
    first.unmount();
    renderConsole(conversationsResource, {
      path: '/administration/conversation-details',
      dataProvider,
      configuration: { fullText: false },
    });
    expect(await screen.findByText('+420777000111')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Search')).not.toBeInTheDocument();
  });

  it('shows the transcript match of a search with its words highlighted', async () => {
    const found = {
      ...conversation,
      snippet: { text: 'calling about my invoice', marks: [[17, 24]] },
    };
    const dataProvider = {
      ...conversationProvider().dataProvider,
      getList: async () => ({ data: [found], total: 1 }),
    } as unknown as DataProvider;
    renderConsole(conversationsResource, { path: '/administration/conversation-details', dataProvider });
    const word = await screen.findByText('invoice');
    expect(word.tagName).toBe('MARK');
    expect(word.parentElement).toHaveTextContent('calling about my invoice');
  });

  it('has no conversation screens while conversations are off', async () => {
    renderConsole(conversationsResource, {
      path: `/administration/conversation-details/${GUID}/timeline`,
      dataProvider: conversationProvider().dataProvider,
      configuration: { conversations: false },
    });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('plays and offers the recording only with Line/downloadRecording', async () => {
    const { dataProvider, runAction } = conversationProvider();
    renderConsole(conversationsResource, {
      path: `/administration/conversation-details/${GUID}/timeline`,
      dataProvider,
      authProvider: createFakeAuthProvider({ registry: resourceRegistry, permissions: { Line: ['view'] } }),
    });
    expect(
      await screen.findByText('Playing the recording needs the permission to download recordings'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download recording' })).not.toBeInTheDocument();
    expect(runAction).not.toHaveBeenCalled();
  });
});

describe("a line's ongoing calls and the application configuration", () => {
  const lineAt = (path: string, ongoingConversations: boolean) =>
    renderConsole(linesResource, {
      path,
      dataProvider: createFakeDataProvider({ resources: resourceRegistry, counts: { lines: 2 } }),
      configuration: { ongoingConversations },
    });

  it('shows the ongoing calls tab while ongoing conversations are on', async () => {
    lineAt('/administration/lines/detail/1/overview', true);
    expect(await screen.findByRole('tab', { name: 'Ongoing calls' })).toBeInTheDocument();
  });

  it('offers the live call transfer switch on the ongoing calls, remembered in its SPEC §9 key', async () => {
    lineAt('/administration/lines/detail/1/ongoing-calls/overview', true);
    const transfer = await screen.findByRole('switch', { name: 'Offer live call transfer' });
    expect(transfer).not.toBeChecked();
    fireEvent.click(transfer);
    await waitFor(() => expect(transfer).toBeChecked());
    expect(localStorage.getItem('liveCallTransfer')).toBe('true');
    localStorage.clear();
  });

  it('has a Debug tab on a line, which says when the console has no diagnostic stream', async () => {
    lineAt('/administration/lines/detail/1/debug', true);
    expect(await screen.findByRole('tab', { name: 'Debug', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('The diagnostic stream is not available here')).toBeInTheDocument();
  });

  it('hides the tab and its screens while ongoing conversations are off', async () => {
    const view = lineAt('/administration/lines/detail/1/overview', false);
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Ongoing calls' })).not.toBeInTheDocument();
    view.unmount();
    lineAt('/administration/lines/detail/1/ongoing-calls/overview', false);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
