import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([{ source: 'channels', type: 'flags', enumeration: 'channel' }]);

describe('flags field', () => {
  it('shows the label and icon of every set bit', () => {
    const { value } = renderFieldDisplay(config, 'channels', { channels: 5 });
    expect(within(value).getByText('Voice')).toBeInTheDocument();
    expect(within(value).getByText('RPA')).toBeInTheDocument();
    expect(within(value).queryByText('Chat')).not.toBeInTheDocument();
    expect(value.querySelectorAll('svg')).toHaveLength(2);
  });

  it('edits with a check box per bit and sends the sum', async () => {
    const { submitted } = renderFieldForm(config, { channels: 5 });
    expect(screen.getByRole('checkbox', { name: 'Voice' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chat' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Voice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ channels: 6 }]));
  });
});
