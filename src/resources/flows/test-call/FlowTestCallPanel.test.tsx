import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderConsole } from '../../../testing/renderConsole';
import { FAKE_TEST_CALL } from './fakeFlowTestCallApi';
import { FlowTestCallPanel } from './FlowTestCallPanel';

const slow = { timeout: 8000 };
const transcriptTexts = () =>
  within(screen.getByRole('list', { name: 'Call transcript' }))
    .getAllByTestId('event-text')
    .map((item) => item.textContent);

describe('FlowTestCallPanel', { timeout: 30000 }, () => {
  it("shows the robot's prompts in order, takes a typed answer and links the finished conversation", async () => {
    const activeNodes: (string | null)[] = [];
    renderConsole(
      <FlowTestCallPanel idCallScript={5} onActiveNodeChange={(node) => activeNodes.push(node)} />,
    );
    expect(screen.getByText('Start a call to talk to the flow')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Start test call' }, slow));
    await waitFor(() => expect(screen.getByText('Waiting for your answer')).toBeInTheDocument(), slow);
    expect(transcriptTexts()).toEqual([FAKE_TEST_CALL.greeting]);
    expect(activeNodes.at(-1)).toBe('menu');

    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'what is my balance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText('Call ended')).toBeInTheDocument(), slow);
    expect(transcriptTexts()).toEqual([
      FAKE_TEST_CALL.greeting,
      'what is my balance',
      ...FAKE_TEST_CALL.balance,
    ]);
    expect(screen.getByText('The flow hung up')).toBeInTheDocument();
    expect(activeNodes.at(-1)).toBeNull();
    expect(screen.getByRole('link', { name: 'Open conversation' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/administration\/conversation-details\/[0-9a-f-]+\/timeline$/),
    );
    // The answer box and keypad go with the call.
    expect(screen.queryByRole('group', { name: 'Keypad' })).not.toBeInTheDocument();
  });

  it('answers with the keypad, plays a prompt and hangs up', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:prompt'), revokeObjectURL: vi.fn() });
    renderConsole(<FlowTestCallPanel idCallScript={5} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start test call' }, slow));
    const keypad = await screen.findByRole('group', { name: 'Keypad' }, slow);
    fireEvent.click(within(keypad).getByRole('button', { name: 'Key 7' }));
    await waitFor(() => expect(transcriptTexts()).toContain(FAKE_TEST_CALL.retry), slow);
    expect(screen.getByText('Waiting for your answer')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: `Play prompt: ${FAKE_TEST_CALL.greeting}` }));
    expect(await screen.findByLabelText('Prompt audio', {}, slow)).toHaveAttribute('src', 'blob:prompt');

    fireEvent.click(screen.getByRole('button', { name: 'Hang up' }));
    await waitFor(() => expect(screen.getByText('You hung up')).toBeInTheDocument(), slow);
    expect(screen.getByRole('button', { name: 'Call again' })).toBeEnabled();
  });
});
