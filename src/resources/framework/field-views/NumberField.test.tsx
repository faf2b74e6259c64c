import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([{ source: 'count', type: 'number' }]);

describe('number field', () => {
  it('shows the number, zero included', () => {
    expect(renderFieldDisplay(config, 'count', { count: 0 }).value).toHaveTextContent(/^0$/);
  });

  it('edits a number and sends a blank one as null', async () => {
    const { submitted } = renderFieldForm(config, { count: 4 });
    const input = screen.getByLabelText('Count');
    expect(input).toHaveAttribute('type', 'number');
    fireEvent.change(input, { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ count: 42 }]));
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted[1]).toEqual({ count: null }));
  });

  it('shows its unit beside the value and beside the input', () => {
    const days = sampleResource([{ source: 'count', type: 'number', unit: 'framework.units.days' }]);
    expect(renderFieldDisplay(days, 'count', { count: 30 }).value).toHaveTextContent(/^30 days$/);
    renderFieldForm(days, { count: 30 });
    expect(screen.getByLabelText('Count')).toHaveValue(30);
    expect(screen.getByText('days')).toBeVisible();
  });
});
