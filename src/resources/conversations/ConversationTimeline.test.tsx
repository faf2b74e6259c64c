import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { renderConsole } from '../../testing/renderConsole';
import { conversationsResource } from './conversationsResource';

const GUID = '0b7c1a52-4a5e-4c1f-9d7e-2f3a4b5c6d7e';
const START = '2025-03-01T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(START) + seconds * 1000).toISOString();
const event = (seq: number, type: number, seconds: number, text: string, data: object | null = null) => ({
  id: seq + 1,
  guid: GUID,
  seq,
  type,
  time: at(seconds),
  text,
  data,
});

/** A data provider answering the conversation, its timeline and its recording, recording what it was asked. */
function conversationData() {
  const views: string[] = [];
  const dataProvider = {
    getOne: async (resource: string, params: { id: string; meta?: { params?: { view?: string } } }) => {
      if (resource === 'conversationTimelines') {
        views.push(params.meta?.params?.view ?? '');
        return {
          data: {
            id: GUID,
            guid: GUID,
            total: 5,
            conversations: [],
            items: [
              event(0, 0, 0, 'Call from +420777000111'),
              event(1, 12, 2, 'variable customerId = 42'),
              event(2, 5, 4, 'I want to pay', { confidence: 0.87 }),
              event(3, 9, 6, 'Summary e-mail sent', { html: '<b>Paid</b><img src=x onerror=alert(1)>' }),
              event(4, 8, 8, 'TTS provider timeout'),
            ],
          },
        };
      }
      return { data: { id: GUID, guid: GUID, caller: '+420777000111', started: START } };
    },
    runAction: async () => ({ data: { blob: new Blob(['RIFF']), fileName: 'x.wav' } }),
  } as unknown as DataProvider;
  return { dataProvider, views };
}

const rows = () => screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-event-key'));

describe('ConversationTimeline', () => {
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:recording';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => localStorage.clear());

  it('shows the events with type, offset, speaker and confidence; a click marks the event being played', async () => {
    const { dataProvider } = conversationData();
    renderConsole(conversationsResource, {
      path: `/administration/conversation-details/${GUID}/timeline`,
      dataProvider,
    });
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows().map((row) => row.dataset.eventType)).toEqual(['START', 'HUMAN', 'EMAIL_SENT', 'ERROR']);
    const human = rows()[1]!;
    expect(within(human).getByText('Human', { selector: 'span.MuiChip-label' })).toBeInTheDocument();
    expect(within(human).getByText('confidence 87 %')).toBeInTheDocument();
    // Without the html switch the e-mail's HTML is shown as text, never rendered.
    expect(within(rows()[2]!).getByText('<b>Paid</b><img src=x onerror=alert(1)>')).toBeInTheDocument();
    fireEvent.click(within(human).getByRole('button', { name: /^Play from 0:04/ }));
    expect(human).toHaveAttribute('aria-current', 'time');
    expect(screen.getByLabelText('Recording')).toHaveAttribute('src', 'blob:recording');
  });

  it('shows debug events and rendered, sanitised HTML only with their local-storage switches', async () => {
    localStorage.setItem('dialLogsDebugActive', 'true');
    localStorage.setItem('dialLogsHtmlActive', 'true');
    const { dataProvider } = conversationData();
    renderConsole(conversationsResource, {
      path: `/administration/conversation-details/${GUID}/timeline`,
      dataProvider,
    });
    await waitFor(() => expect(rows()).toHaveLength(5));
    const html = await screen.findByTestId('event-html');
    await waitFor(() => expect(html.querySelector('b')?.textContent).toBe('Paid'));
    expect(html.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
  });

  it('turns the debug and html switches on from the timeline, remembered in their SPEC §9 keys', async () => {
    const { dataProvider } = conversationData();
    renderConsole(conversationsResource, {
      path: `/administration/conversation-details/${GUID}/timeline`,
      dataProvider,
    });
    await waitFor(() => expect(rows()).toHaveLength(4));
    fireEvent.click(screen.getByRole('switch', { name: 'Show debug events' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(localStorage.getItem('dialLogsDebugActive')).toBe('true');
    fireEvent.click(screen.getByRole('switch', { name: 'Render HTML content (sanitised)' }));
    const html = await screen.findByTestId('event-html');
    await waitFor(() => expect(html.querySelector('b')?.textContent).toBe('Paid'));
    expect(html.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(localStorage.getItem('dialLogsHtmlActive')).toBe('true');
    fireEvent.click(screen.getByRole('switch', { name: 'Show debug events' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(localStorage.getItem('dialLogsDebugActive')).toBeNull();
  });

  it('lets Tab walk through the player, its switches and every event and out again (no keyboard trap)', async () => {
    const user = userEvent.setup();
    const { dataProvider } = conversationData();
    renderConsole(conversationsResource, {
      path: `/administration/conversation-details/${GUID}/timeline`,
      dataProvider,
    });
    await waitFor(() => expect(rows()).toHaveLength(4));
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    const full = within(timeline).getByRole('switch', { name: 'Include linked conversations' });
    const seeks = rows().map((row) => within(row).getByRole('button'));
    // From the switch on, each event is one Tab stop and the last Tab leaves the timeline (the visible focus needs a
    // browser: e2e/a11y-no-trap.spec.ts).
    full.focus();
    const reached: Element[] = [];
    for (let step = 0; step < 20 && timeline.contains(document.activeElement); step += 1) {
      await user.tab();
      reached.push(document.activeElement!);
    }
    expect(seeks.every((seek) => reached.includes(seek))).toBe(true);
    expect(timeline).not.toContainElement(document.activeElement as HTMLElement);
    // And back: Shift+Tab from the last event walks up to the switch and beyond it.
    seeks.at(-1)!.focus();
    for (let step = 0; step < 20 && document.activeElement !== full; step += 1)
      await user.tab({ shift: true });
    expect(full).toHaveFocus();
  });

  it('asks for the linked conversations when the address says fullConversations=true', async () => {
    const { dataProvider, views } = conversationData();
    renderConsole(conversationsResource, {
      path: `/administration/conversation-details/${GUID}/timeline?fullConversations=true`,
      dataProvider,
    });
    await waitFor(() => expect(views).toContain('full-events'));
    expect(screen.getByRole('switch', { name: 'Include linked conversations' })).toBeChecked();
  });
});
