import { render, screen } from '@testing-library/react';
import { memo, useState } from 'react';
import { DataTableCallbacksContext } from 'react-admin';
import { RowCallbacksProvider, useRowCallbacks } from './rowCallbacks';

const rendered = vi.fn();
const Row = memo(function Row() {
  const { rowClick } = useRowCallbacks();
  rendered();
  return <output>{String(rowClick)}</output>;
});

const handleToggleItem = vi.fn();

// react-admin's table context as a page change leaves it: a new object with a new `setSort`, the rest unchanged.
function Table({ rowClick }: { rowClick: string }) {
  const [, setState] = useState(0);
  const value = { handleToggleItem, rowClick, setSort: () => setState((n) => n + 1), handleSort: vi.fn() };
  return (
    <DataTableCallbacksContext.Provider value={value}>
      <RowCallbacksProvider>
        <Row />
      </RowCallbacksProvider>
    </DataTableCallbacksContext.Provider>
  );
}

describe('RowCallbacksProvider', () => {
  beforeEach(() => rendered.mockClear());

  it("does not render the rows again when only react-admin's context object changes", () => {
    const { rerender } = render(<Table rowClick="show" />);
    expect(rendered).toHaveBeenCalledTimes(1);
    rerender(<Table rowClick="show" />);
    expect(rendered).toHaveBeenCalledTimes(1);
  });

  it('passes a changed row click on', () => {
    const { rerender } = render(<Table rowClick="show" />);
    rerender(<Table rowClick="edit" />);
    expect(screen.getByText('edit')).toBeInTheDocument();
  });
});
