import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([{ source: 'active', type: 'boolean' }]);

describe('boolean field', () => {
  it('says yes or no', () => {
    expect(renderFieldDisplay(config, 'active', { active: false }).value).toHaveTextContent(/^No$/);
  });

  it('says yes for true', () => {
    expect(renderFieldDisplay(config, 'active', { active: true }).value).toHaveTextContent(/^Yes$/);
  });

  it('edits with a switch', async () => {
    const { submitted } = renderFieldForm(config, { active: false });
    const input = screen.getByRole('switch', { name: 'Active' });
    expect(input).not.toBeChecked();
    fireEvent.click(input);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ active: true }]));
  });
});
