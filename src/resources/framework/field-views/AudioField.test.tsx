import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([{ source: 'recording', type: 'audio', downloadName: 'call.mp3' }]);

describe('audio field', () => {
  it('plays a same-origin or https recording, named by its label, and offers it for download', () => {
    const { value } = renderFieldDisplay(config, 'recording', { recording: '/recordings/7.mp3' });
    const player = value.querySelector('audio');
    expect(player).toHaveAttribute('src', '/recordings/7.mp3');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAccessibleName('Recording');
    const download = within(value).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/recordings/7.mp3');
    expect(download).toHaveAttribute('download', 'call.mp3');
  });

  it('refuses other schemes: no player, no link', () => {
    const { value } = renderFieldDisplay(config, 'recording', { recording: 'javascript:alert(1)' });
    expect(value.querySelector('audio')).toBeNull();
    expect(within(value).queryByRole('link')).not.toBeInTheDocument();
    expect(value).toHaveTextContent('javascript:alert(1)');
  });

  it("edits the recording's address, https or of this site only", async () => {
    const { submitted } = renderFieldForm(config, {});
    const input = screen.getByLabelText('Recording');
    fireEvent.change(input, { target: { value: 'ftp://acme.example/7.mp3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use an https:// address or a path of this site')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'https://media.acme.example/7.mp3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ recording: 'https://media.acme.example/7.mp3' }]));
  });
});
