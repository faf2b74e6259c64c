import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([{ source: 'moment', type: 'datetime' }]);

describe('date-time field', () => {
  it('shows the moment in the console time zone', async () => {
    const { value } = renderFieldDisplay(config, 'moment', { moment: '2024-03-31T22:30:00Z' });
    await waitFor(() => expect(value).toHaveTextContent(/^01\/04\/2024 00:30$/));
  });

  it('is typed in the console time zone and sent as an ISO instant', async () => {
    const { submitted } = renderFieldForm(config, { moment: '2024-03-31T22:30:00Z' });
    const input = screen.getByLabelText('Moment');
    await waitFor(() => expect(input).toHaveValue('01/04/2024 00:30'));
    fireEvent.change(input, { target: { value: '01/04/2024 24:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Date must be in DD/MM/YYYY format')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '02/04/2024 10:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ moment: '2024-04-02T08:15:00.000Z' }]));
  });
});
