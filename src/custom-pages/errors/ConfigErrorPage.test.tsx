import { render, screen } from '@testing-library/react';
import { ConfigErrorPage } from './ConfigErrorPage';

describe('ConfigErrorPage', () => {
  it('explains that the runtime configuration failed, with the precise reason', () => {
    render(<ConfigErrorPage error={new Error('Could not load /config.json: HTTP 404 Not Found')} />);
    expect(screen.getByRole('heading', { name: 'The console could not start' })).toBeInTheDocument();
    expect(screen.getByText(/Could not load \/config\.json: HTTP 404 Not Found/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
