// @vitest-environment node
import { usersResource } from '../../users/usersResource';
import { showcaseResource } from '../testing/showcaseResource';
import { defineResource } from '../../defineResource';
import { formInputs, fromFormValues, toFormValues } from './formValues';

const typed = defineResource({
  name: 'typed',
  route: 'typed',
  representation: 'name',
  api: { list: { path: '/t' }, get: { path: '/t/{id}' }, update: { path: '/t/{id}' } },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'day', type: 'date' },
    { source: 'moment', type: 'datetime' },
    { source: 'channels', type: 'flags', enumeration: 'channel' },
    { source: 'settings', type: 'json' },
    { source: 'labels', type: 'tags' },
    { source: 'count', type: 'number' },
    { source: 'meta.owner', type: 'text' },
  ],
  list: { columns: ['name'], defaultSort: { field: 'name', order: 'ASC' } },
  detail: { tabs: [{ path: 'overview', fields: ['name'] }] },
  form: {
    edit: ['name', 'day', 'moment', 'channels', 'settings', 'labels', 'count', 'meta.owner'].map(
      (source) => ({ source }),
    ),
  },
  permissions: { list: [], detail: [], edit: [] },
});

const inputs = formInputs(typed.fields, typed.form.edit ?? []);
const record = {
  id: 1,
  name: 'A',
  day: '2024-03-31',
  moment: '2024-03-31T22:30:00Z',
  channels: 5,
  settings: { retries: 3 },
  labels: ['x', 'y'],
  count: 4,
  meta: { owner: 'ops' },
};

describe('form values', () => {
  it('shows typed formats: day/month/year, console-zone date-time, set bits, JSON text, tag text', () => {
    expect(toFormValues(inputs, record, 'Europe/Prague')).toEqual({
      name: 'A',
      day: '31/03/2024',
      moment: '01/04/2024 00:30',
      channels: [1, 4],
      settings: '{\n  "retries": 3\n}',
      labels: 'x, y',
      count: 4,
      meta: { owner: 'ops' },
    });
  });

  it('sends wire formats back: ISO dates and instants, bit sums, parsed JSON, tag lists, numbers', () => {
    const values = { ...toFormValues(inputs, record, 'Europe/Prague'), count: '' };
    expect(fromFormValues(inputs, values, 'Europe/Prague')).toEqual({
      name: 'A',
      day: '2024-03-31',
      moment: '2024-03-31T22:30:00.000Z',
      channels: 5,
      settings: { retries: 3 },
      labels: ['x', 'y'],
      count: null,
      meta: { owner: 'ops' },
    });
  });

  it('uses declared defaults for a new record and leaves out inputs not submitted', () => {
    const create = formInputs(usersResource.fields, usersResource.form.create ?? []);
    const initial = toFormValues(create, {}, 'UTC');
    expect(initial.enabled).toBe(true);
    const body = fromFormValues(
      create,
      { ...initial, password: 'p4ssword', passwordConfirm: 'p4ssword' },
      'UTC',
    );
    expect(body).toHaveProperty('password', 'p4ssword');
    expect(body).not.toHaveProperty('passwordConfirm');
    expect(formInputs(showcaseResource.fields, showcaseResource.form.create ?? [])).toHaveLength(15);
  });
});
