import { render, screen } from '@testing-library/react';
import { preloadIcons, resourceIcon } from './resourceIcons';

it('renders the named icon in its first render once the catalogue was preloaded', async () => {
  preloadIcons();
  await vi.dynamicImportSettled();
  const Icon = resourceIcon('users')!;
  render(<Icon />);
  // At once, not found later: no empty box first.
  expect(screen.getByTestId('PeopleIcon')).toBeInTheDocument();
});
