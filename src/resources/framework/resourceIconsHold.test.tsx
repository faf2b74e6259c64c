import { act, render, screen } from '@testing-library/react';
import { holdIcons, preloadIcons, resourceIcon } from './resourceIcons';

it('draws an icon-sized box while the catalogue is held (the first screen), and the icon once it is released', async () => {
  let release!: () => void;
  holdIcons(new Promise<void>((resolve) => (release = resolve)));
  preloadIcons();
  const Icon = resourceIcon('users')!;
  render(
    <span data-testid="slot">
      <Icon />
    </span>,
  );
  await vi.dynamicImportSettled();
  expect(screen.queryByTestId('PeopleIcon')).not.toBeInTheDocument();
  expect(screen.getByTestId('slot').querySelector('svg')).not.toBeNull();
  await act(async () => {
    release();
    await vi.dynamicImportSettled();
  });
  expect(await screen.findByTestId('PeopleIcon')).toBeInTheDocument();
});
