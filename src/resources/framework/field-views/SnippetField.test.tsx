import { within } from '@testing-library/react';
import { renderFieldDisplay } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([{ source: 'snippet', type: 'snippet' }]);

describe('snippet field', () => {
  it('highlights the matched words and shows markup in the text as text', () => {
    const { value } = renderFieldDisplay(config, 'snippet', {
      snippet: { text: '<b>my</b> invoice is late', marks: [[10, 17]] },
    });
    expect(within(value).getByText('invoice').tagName).toBe('MARK');
    expect(value).toHaveTextContent('<b>my</b> invoice is late');
    expect(value.querySelector('b')).toBeNull();
  });

  it('shows nothing for a value that is not a snippet', () => {
    const { value } = renderFieldDisplay(config, 'snippet', { snippet: 'plain' });
    expect(value).toHaveTextContent('');
  });
});
