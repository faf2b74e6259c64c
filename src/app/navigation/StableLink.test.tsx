import { fireEvent, render, screen } from '@testing-library/react';
import { memo, Profiler } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, useNavigationType } from 'react-router-dom';
import { LocationProbe } from '../../testing/renderInAdmin';
import { StableLink } from './StableLink';
import { StableNavigationProvider } from './StableNavigation';

// Commits of the links' subtree: none when only the address changes.
const committed = vi.fn();

const Links = memo(function Links() {
  return (
    <Profiler id="links" onRender={committed}>
      <StableLink to="/administration/users?page=2">next page</StableLink>
      <StableLink to="/administration/users">users</StableLink>
      <StableLink to="/administration/tenants" target="_blank">
        tenants
      </StableLink>
    </Profiler>
  );
});

function NavigationType() {
  return <output data-testid="navigation-type">{useNavigationType()}</output>;
}

function setup({ provided = true } = {}) {
  const links = <Links />;
  render(
    <MemoryRouter initialEntries={['/administration/users']}>
      <AdminContext store={memoryStore()}>
        {provided ? <StableNavigationProvider>{links}</StableNavigationProvider> : links}
        <LocationProbe />
        <NavigationType />
      </AdminContext>
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('StableLink', () => {
  beforeEach(() => committed.mockClear());

  it('navigates on a click without rendering again', () => {
    setup();
    const link = screen.getByRole('link', { name: 'next page' });
    expect(link).toHaveAttribute('href', '/administration/users?page=2');
    const commits = committed.mock.calls.length;

    fireEvent.click(link);

    expect(location()).toBe('/administration/users?page=2');
    expect(screen.getByTestId('navigation-type')).toHaveTextContent('PUSH');
    expect(committed).toHaveBeenCalledTimes(commits);
  });

  it("replaces the history entry when the link is the address's (react-router's rule)", () => {
    setup();
    fireEvent.click(screen.getByRole('link', { name: 'users' }));
    expect(location()).toBe('/administration/users');
    expect(screen.getByTestId('navigation-type')).toHaveTextContent('REPLACE');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['middle', { button: 1 }],
  ])('leaves a %s click to the browser (a new tab or window)', (_name, init) => {
    setup();
    const link = screen.getByRole('link', { name: 'next page' });
    // fireEvent returns false when the click's default action was prevented.
    expect(fireEvent.click(link, init)).toBe(true);
    expect(location()).toBe('/administration/users');
  });

  it('leaves a link opening another tab to the browser', () => {
    setup();
    expect(fireEvent.click(screen.getByRole('link', { name: 'tenants' }))).toBe(true);
    expect(location()).toBe('/administration/users');
  });

  it("is react-router's link outside the provider", () => {
    setup({ provided: false });
    const commits = committed.mock.calls.length;
    fireEvent.click(screen.getByRole('link', { name: 'next page' }));
    expect(location()).toBe('/administration/users?page=2');
    // The router's links follow the address: this is what the provider saves.
    expect(committed.mock.calls.length).toBeGreaterThan(commits);
  });
});
