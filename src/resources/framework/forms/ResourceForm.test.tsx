import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { grammarsResource } from '../../grammars/grammarsResource';
import { resourceRegistry } from '../../registry';
import { createFakeAuthProvider } from '../testing/fakeAuthProvider';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import { renderConsole } from '../../../testing/renderConsole';
import { showcaseResource } from '../testing/showcaseResource';

const registry = [...resourceRegistry, showcaseResource];
const authProvider = createFakeAuthProvider({
  registry,
  permissions: { Showcase: -1, Grammar: -1, Language: -1 },
});

function open(
  path: string,
  dataProvider = createFakeDataProvider({ resources: registry, counts: { showcase: 3 } }),
) {
  const view = renderConsole(showcaseResource, { path, registry, dataProvider, authProvider });
  return { ...view, dataProvider };
}

const dialog = () => screen.findByRole('dialog');
// Inside the dialog: the list behind it has a column chooser with the same labels.
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) =>
  field(label).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent;

beforeEach(() => sessionStorage.clear());

describe('create and edit forms', () => {
  it('shows every SPEC §5 message on the fields it concerns', async () => {
    open('/showcase?dialog=create');
    const form = await dialog();
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(errorOf('Title')).toBe('Field is required'));
    expect(errorOf('Opens')).toBe("Time must be in 'XX:YY' format");
    expect(errorOf('Until')).toBe('Date must be in DD/MM/YYYY format');

    type('Title', 'ab');
    type('Repeat title', 'abc');
    type('E-mail', 'someone@');
    type('Opens', '7:30');
    type('Closes', '25:00');
    type('PIN', '123');
    type('Code', '12a');
    type('Shade', 'red');
    type('Score', '11');
    type('Limit', '4');
    type('Until', '31/04/2024');
    type('Day', '29/02/2023');
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(errorOf('Title')).toBe('Field must contains at least 3 characters'));
    expect({
      repeat: errorOf('Repeat title'),
      email: errorOf('E-mail'),
      opens: errorOf('Opens'),
      closes: errorOf('Closes'),
      pin: errorOf('PIN'),
      code: errorOf('Code'),
      shade: errorOf('Shade'),
      score: errorOf('Score'),
      limit: errorOf('Limit'),
      until: errorOf('Until'),
      day: errorOf('Day'),
    }).toEqual({
      repeat: 'Value not match',
      email: 'Invalid email format',
      opens: "Time must be in 'XX:YY' format",
      closes: "Time must be in 'XX:YY' format",
      pin: 'Field must contains exactly 4 characters',
      code: 'Field must contains only whole numbers',
      shade: 'Value not match',
      score: 'Number must be in range 1 - 10',
      limit: 'Minimum value is 5',
      until: 'Date must be in DD/MM/YYYY format',
      day: 'Date must be in DD/MM/YYYY format',
    });
    // Types into a dozen inputs one key at a time: slow on a loaded 2-core machine, so it gets more than 5 s.
  }, 30_000);

  it('sends a valid form in wire formats and opens the created record', async () => {
    const { dataProvider } = open('/showcase?dialog=create');
    const form = await dialog();
    type('Title', 'Brand new');
    type('Repeat title', 'Brand new');
    type('Opens', '08:00');
    type('Until', '01/02/2025');
    type('Day', '29/02/2024');
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/showcase/detail/4/overview'),
    );
    const created = dataProvider.calls.find((call) => call.method === 'create')?.params as {
      data: Record<string, unknown>;
    };
    expect(created.data).toMatchObject({
      title: 'Brand new',
      opens: '08:00',
      until: '01/02/2025',
      day: '2024-02-29',
      active: true,
    });
    expect(created.data).not.toHaveProperty('confirmTitle');
    expect(sessionStorage.getItem('draft:showcase:create')).toBeNull();
  });

  it("shows the server's field errors on the fields", async () => {
    const dataProvider = createFakeDataProvider({ resources: registry, counts: { showcase: 1 } });
    dataProvider.create = async () => {
      throw new HttpError('Error (400) - Validation failed', 400, {
        status: 400,
        error: 'Validation failed',
        errors: { title: 'This title is already taken' },
      });
    };
    open('/showcase?dialog=create', dataProvider);
    const form = await dialog();
    type('Title', 'Taken title');
    type('Opens', '08:00');
    type('Until', '01/02/2025');
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(errorOf('Title')).toBe('This title is already taken'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps a draft across a reload and restores it with a notice', async () => {
    sessionStorage.setItem('draft:showcase:create', JSON.stringify({ title: 'Half-typed', notes: 'x' }));
    open('/showcase?dialog=create');
    await dialog();
    expect(await screen.findByText('Your unsaved changes were restored.')).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Half-typed');
    type('Title', 'Half-typed more');
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('draft:showcase:create') ?? '{}')).toMatchObject({
        title: 'Half-typed more',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(field('Title')).toHaveValue('');
    expect(sessionStorage.getItem('draft:showcase:create')).toBeNull();
  });

  it('warns before leaving unsaved changes; leaving drops the draft', async () => {
    open('/showcase/detail/2/overview?dialog=edit');
    const form = await dialog();
    expect(field('Title')).toHaveValue('showcase 2');
    type('Title', 'Renamed');
    await waitFor(() => expect(sessionStorage.getItem('draft:showcase:edit:2')).toContain('Renamed'));
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('?dialog=edit');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/showcase\/detail\/2\/overview$/),
    );
    expect(sessionStorage.getItem('draft:showcase:edit:2')).toBeNull();
  });

  it('saves an edit with only the form inputs and closes without a warning', async () => {
    const { dataProvider } = open('/showcase/detail/2/overview?dialog=edit');
    const form = await dialog();
    type('Title', 'Renamed');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/showcase\/detail\/2\/overview$/),
    );
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
    const update = dataProvider.calls.find((call) => call.method === 'update')?.params as { data: unknown };
    expect(update.data).toEqual({ title: 'Renamed', notes: expect.any(String) });
    expect(await screen.findByText('Renamed')).toBeInTheDocument();
  });

  it('checks asynchronously whether a grammar name exists', async () => {
    const dataProvider = createFakeDataProvider({
      resources: registry,
      counts: { languages: 2 },
      factories: { grammars: (index) => ({ name: index === 0 ? 'Digits' : `Grammar ${index}` }) },
    });
    renderConsole(grammarsResource, {
      path: '/administration/grammars?dialog=create',
      registry,
      dataProvider,
      authProvider,
    });
    const form = await dialog();
    type('Name', 'Digits');
    type('Content', '^[0-9]+$');
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(errorOf('Name')).toBe('A grammar with this name already exists'));
    expect(dataProvider.calls).toContainEqual(
      expect.objectContaining({
        method: 'checkExists',
        params: expect.objectContaining({ value: 'Digits' }),
      }),
    );
  });
});
