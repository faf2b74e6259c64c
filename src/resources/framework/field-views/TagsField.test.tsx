import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([{ source: 'labels', type: 'tags' }]);

describe('tags field', () => {
  it('shows one chip per tag, names of tag objects included', () => {
    const { value } = renderFieldDisplay(config, 'labels', { labels: ['night', { name: 'vip' }] });
    expect(within(value).getByText('night')).toBeInTheDocument();
    expect(within(value).getByText('vip')).toBeInTheDocument();
  });

  it('edits tags as comma-separated text', async () => {
    const { submitted } = renderFieldForm(config, { labels: ['night', 'vip'] });
    const input = screen.getByLabelText('Labels');
    expect(input).toHaveValue('night, vip');
    fireEvent.change(input, { target: { value: 'day, , weekend ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ labels: ['day', 'weekend'] }]));
  });
});
