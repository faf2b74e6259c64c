import { fireEvent, render, screen } from '@testing-library/react';
import { i18nProvider } from '../../providers/i18nProvider';
import { ResourceLoadErrors } from './ResourceLoadErrors';

describe('ResourceLoadErrors', () => {
  it('names each broken file and its invalid path, and can be dismissed', () => {
    render(
      <ResourceLoadErrors
        errors={[
          { file: 'lines.json', message: 'lines.json: fields[2].type: expected one of text, got "colour"' },
        ]}
        translate={(key) => i18nProvider.translate(key)}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some resources could not be loaded; everything else works.',
    );
    expect(
      screen.getByText('lines.json: fields[2].type: expected one of text, got "colour"'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ResourceLoadErrors errors={[]} translate={(key) => key} />);
    expect(container).toBeEmptyDOMElement();
  });
});
