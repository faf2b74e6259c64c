/**
 * The benchmark's floor: the least a react-admin 5 + MUI 7 app does to show one 25-row list over HTTP. It lists the
 * same users, with the same columns, as the console's users list, so the two can be compared side by side.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Admin,
  BooleanField,
  DataTable,
  DateField,
  List,
  memoryStore,
  Resource,
  type DataProvider,
  type RaRecord,
} from 'react-admin';

const unsupported = () => Promise.reject(new Error('The floor app only lists'));

/** Lists through the bench server's `/api/users`, which answers the console's users endpoint (`{ items, total }`). */
const dataProvider = {
  async getList(_resource, { pagination, sort }) {
    const query = new URLSearchParams({
      page: String(pagination?.page ?? 1),
      pageSize: String(pagination?.perPage ?? 25),
      sort: sort?.field ?? 'username',
      order: sort?.order ?? 'ASC',
    });
    const response = await fetch(`/api/users?${query}`);
    const body = (await response.json()) as { items: RaRecord[]; total: number };
    return { data: body.items, total: body.total };
  },
  getOne: unsupported,
  getMany: unsupported,
  getManyReference: unsupported,
  create: unsupported,
  update: unsupported,
  updateMany: unsupported,
  delete: unsupported,
  deleteMany: unsupported,
} as DataProvider;

const roles = (record: RaRecord) => ((record.roleNames as string[] | undefined) ?? []).join(', ');

function UserList() {
  return (
    <List perPage={25} sort={{ field: 'username', order: 'ASC' }}>
      <DataTable>
        <DataTable.Col source="username" />
        <DataTable.Col source="firstname" />
        <DataTable.Col source="lastname" />
        <DataTable.Col source="email" />
        <DataTable.Col source="tenantName" />
        <DataTable.Col source="roleNames" render={roles} />
        <DataTable.Col source="enabled" field={BooleanField} />
        <DataTable.Col source="lastLogin">
          <DateField source="lastLogin" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

// The store in memory, like the console's: no list parameters kept from one cold load to the next.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Admin dataProvider={dataProvider} store={memoryStore()} disableTelemetry>
      <Resource name="users" list={UserList} />
    </Admin>
  </StrictMode>,
);
