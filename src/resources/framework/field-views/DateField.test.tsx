import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([{ source: 'day', type: 'date' }]);

describe('date field', () => {
  it('shows a calendar day as DD/MM/YYYY, the same day in every time zone', async () => {
    const { value } = renderFieldDisplay(
      config,
      'day',
      { day: '2024-03-31' },
      { timeZone: 'America/New_York' },
    );
    await waitFor(() => expect(value).toHaveTextContent(/^31\/03\/2024$/));
  });

  it('is typed DD/MM/YYYY, refused when not a real day, and sent as YYYY-MM-DD', async () => {
    const { submitted } = renderFieldForm(config, { day: '2024-03-31' });
    const input = screen.getByLabelText('Day');
    await waitFor(() => expect(input).toHaveValue('31/03/2024'));
    fireEvent.change(input, { target: { value: '31/02/2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Date must be in DD/MM/YYYY format')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '01/04/2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ day: '2024-04-01' }]));
  });
});
