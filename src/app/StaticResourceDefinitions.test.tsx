import { render, screen } from '@testing-library/react';
import { Resource, useResourceDefinitionContext } from 'react-admin';
import { StaticResourceDefinitions } from './StaticResourceDefinitions';

const rendered = vi.fn();

function Probe() {
  const { definitions, register } = useResourceDefinitionContext();
  rendered();
  return (
    <>
      <output data-testid="names">{Object.keys(definitions).join(' ')}</output>
      <button type="button" onClick={() => register({ name: 'tenants', hasList: false })}>
        register
      </button>
    </>
  );
}

const resources = (names: string[]) =>
  names.map((name) => <Resource key={name} name={name} list={<p />} options={{ label: name }} />);

describe('StaticResourceDefinitions', () => {
  it('knows the resources in the first render; registering changes nothing, new resources join', () => {
    const { rerender } = render(
      <StaticResourceDefinitions resources={resources(['tenants', 'users'])}>
        <Probe />
      </StaticResourceDefinitions>,
    );
    expect(screen.getByTestId('names')).toHaveTextContent('tenants users');
    expect(rendered).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'register' }).click();
    expect(rendered).toHaveBeenCalledTimes(1);

    rerender(
      <StaticResourceDefinitions resources={resources(['tenants', 'users', 'tags'])}>
        <Probe />
      </StaticResourceDefinitions>,
    );
    expect(screen.getByTestId('names')).toHaveTextContent('tenants users tags');
  });
});
