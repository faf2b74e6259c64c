import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([{ source: 'phoneNumber', type: 'phone' }]);

describe('phone field', () => {
  it('is a tel: link when in E.164 form', () => {
    const { value } = renderFieldDisplay(config, 'phoneNumber', { phoneNumber: '+420601234567' });
    expect(within(value).getByRole('link', { name: '+420601234567' })).toHaveAttribute(
      'href',
      'tel:+420601234567',
    );
  });

  it('stays text otherwise', () => {
    const { value } = renderFieldDisplay(config, 'phoneNumber', { phoneNumber: '0601 234 567' });
    expect(value).toHaveTextContent('0601 234 567');
    expect(within(value).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is typed in a telephone input and must be E.164', async () => {
    const { submitted } = renderFieldForm(config, {});
    const input = screen.getByLabelText('Phone number');
    expect(input).toHaveAttribute('type', 'tel');
    fireEvent.change(input, { target: { value: '0601 234 567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Value not match')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '+420601234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ phoneNumber: '+420601234567' }]));
  });
});
