import { render } from '@testing-library/react';
import { DataTable, RecordContextProvider, type RaRecord } from 'react-admin';
import { leanColumns } from './ConsoleDataCell';

const record: RaRecord = { id: 1, name: 'Ada', tenant: { name: 'Acme' }, enabled: false };

/** The cells of one body row drawn from `columns` (the lean ones need no table context, only the record's). */
function row(columns: React.ReactNode[]) {
  const { container } = render(
    <table>
      <tbody>
        <RecordContextProvider value={record}>
          <tr>{leanColumns(columns)}</tr>
        </RecordContextProvider>
      </tbody>
    </table>,
  );
  return [...container.querySelectorAll('td')];
}

describe('leanColumns', () => {
  it("draws a plain column as a <td> of MUI's and react-admin's cell classes, with the column's content", () => {
    const Field = ({ source }: { source: string }) => <b>{`field ${source}`}</b>;
    const cells = row([
      <DataTable.Col key="a" source="name" />,
      <DataTable.Col key="b" source="tenant.name" cellClassName="wide" />,
      <DataTable.Col key="c" source="name" render={(r) => `render ${String(r.name)}`} />,
      <DataTable.Col key="d" source="name" field={Field} />,
      <DataTable.Col key="e" source="enabled" label="On" disableSort>
        <i>child</i>
      </DataTable.Col>,
    ]);
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Ada',
      'Acme',
      'render Ada',
      'field name',
      'child',
    ]);
    expect(cells[1].className).toBe(
      'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall RaDataTable-rowCell SbDataCell wide column-tenant.name',
    );
  });

  it("leaves a column with its own cell styles or layout (and anything that is not a column) to react-admin's cell", () => {
    const styled = <DataTable.Col key="a" source="name" align="right" />;
    const other = <td key="x">x</td>;
    const [first, second] = leanColumns([styled, other]);
    expect(first).toBe(styled);
    expect(second).toBe(other);
  });
});
