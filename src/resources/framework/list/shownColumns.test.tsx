// @vitest-environment node
import { DataTable } from 'react-admin';
import { shownColumns } from './shownColumns';

const columns = [
  <DataTable.Col key="name" source="name" />,
  <DataTable.Col key="email" source="email" />,
  <DataTable.Col key="actions" label="Actions" />,
];

const sources = (shown: ReturnType<typeof shownColumns>) =>
  shown
    .map((column) => (column as { props: { source?: string; label?: string } }).props)
    .map((props) => props.source ?? props.label);

describe('shownColumns', () => {
  it('leaves out the columns hidden by source or, without one, by label, in order', () => {
    expect(sources(shownColumns(columns, ['email']))).toEqual(['name', 'Actions']);
    expect(sources(shownColumns(columns, ['Actions', 'name']))).toEqual(['email']);
  });

  it('keeps every column when none is hidden', () => {
    expect(sources(shownColumns(columns, []))).toEqual(['name', 'email', 'Actions']);
  });
});
