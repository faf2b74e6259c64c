import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RowCheckbox } from './RowCheckbox';

const box = (props: Partial<Parameters<typeof RowCheckbox>[0]> = {}) => {
  const onClick = vi.fn();
  render(
    <RowCheckbox checked={false} disabled={false} label="Select this row" onClick={onClick} {...props} />,
  );
  const input = screen.getByRole('checkbox', { name: 'Select this row' });
  return { onClick, input, root: input.parentElement! };
};

describe('RowCheckbox', () => {
  it("is an unchecked input in MUI's checkbox markup, whose click reaches the row's handler", () => {
    const { onClick, input, root } = box();
    expect(input).not.toBeChecked();
    expect(root).toHaveClass('MuiCheckbox-root', 'select-item', 'RaDataTable-checkbox');
    expect(root).not.toHaveClass('Mui-checked');
    fireEvent.click(input);
    expect(onClick).toHaveBeenCalledTimes(1);
    // Controlled: the click alone does not check it, the row's selection does.
    expect(input).not.toBeChecked();
  });

  it('shows the checked icon and state, and a row that cannot be selected as disabled', () => {
    const checked = box({ checked: true });
    expect(checked.input).toBeChecked();
    expect(checked.root).toHaveClass('Mui-checked');
    expect(checked.root.querySelector('path')?.getAttribute('d')).toMatch(/^M19 3H5/);
    cleanup();
    const disabled = box({ disabled: true });
    expect(disabled.input).toBeDisabled();
    expect(disabled.root).toHaveClass('Mui-disabled');
  });
});
