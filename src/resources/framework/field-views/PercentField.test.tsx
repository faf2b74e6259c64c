import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([
  { source: 'share', type: 'percent' },
  { source: 'load', type: 'percent', scale: 100 },
]);

describe('percent field', () => {
  it('shows a fraction (scale 1) as a percentage in en-GB style', () => {
    expect(renderFieldDisplay(config, 'share', { share: 0.125 }).value).toHaveTextContent(/^12\.5%$/);
  });

  it('shows a percentage (scale 100) as it is', () => {
    expect(renderFieldDisplay(config, 'load', { load: 1250 }).value).toHaveTextContent(/^1,250%$/);
  });

  it('is typed as the percentage and sent in the stored scale, exactly', async () => {
    const { submitted } = renderFieldForm(config, { share: 0.125, load: 30 });
    const share = screen.getByLabelText('Share');
    expect(share).toHaveValue(12.5);
    expect(screen.getByLabelText('Load')).toHaveValue(30);
    fireEvent.change(share, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ share: 0.07, load: 30 }]));
  });
});
