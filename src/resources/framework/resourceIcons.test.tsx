import { render, screen } from '@testing-library/react';
import { resourceIcon } from './resourceIcons';

describe('resourceIcon', () => {
  it('keeps one component per name and none without a name', () => {
    expect(resourceIcon('users')).toBe(resourceIcon('users'));
    expect(resourceIcon(undefined)).toBeUndefined();
  });

  it('renders an icon-sized box at once and the named icon once the catalogue has arrived', async () => {
    const Icon = resourceIcon('users')!;
    const { container } = render(<Icon fontSize="small" />);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(await screen.findByTestId('PeopleIcon')).toHaveClass('MuiSvgIcon-fontSizeSmall');
  });
});
