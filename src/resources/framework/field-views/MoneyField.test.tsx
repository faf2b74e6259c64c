import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource(
  [
    { source: 'price', type: 'money', currency: 'EUR' },
    { source: 'fee', type: 'money', currencySource: 'currency' },
    { source: 'currency', type: 'text' },
  ],
  [{ source: 'price' }, { source: 'fee' }],
);

describe('money field', () => {
  it('shows integer minor units in the currency, en-GB style', () => {
    expect(renderFieldDisplay(config, 'price', { price: 123456 }).value).toHaveTextContent(/^€1,234\.56$/);
  });

  it("takes the currency from the record, with that currency's minor digits", () => {
    expect(renderFieldDisplay(config, 'fee', { fee: 1250, currency: 'JPY' }).value).toHaveTextContent(
      /^JP¥1,250$/,
    );
  });

  it('is typed in major units with the currency beside it and sent in minor units', async () => {
    const { submitted } = renderFieldForm(config, { price: 1250, fee: 500, currency: 'JPY' });
    const price = screen.getByLabelText('Price');
    expect(price).toHaveValue('12.50');
    expect(screen.getByLabelText('Fee')).toHaveValue('500');
    expect(screen.getByText('EUR')).toBeInTheDocument();
    expect(screen.getByText('JPY')).toBeInTheDocument();
    fireEvent.change(price, { target: { value: '0.105' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount with at most 2 decimals')).toBeInTheDocument();
    fireEvent.change(price, { target: { value: '19.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ price: 1999, fee: 500 }]));
  });
});
