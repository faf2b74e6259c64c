import { moveRow, openRow, submitForm } from './listRows';

/** A new element under `parent`. */
function add<K extends keyof HTMLElementTagNameMap>(
  parent: Element,
  tag: K,
  attributes: Record<string, string> = {},
) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.append(element);
  return element;
}

function table(count: number) {
  document.body.replaceChildren();
  const body = add(add(document.body, 'table'), 'tbody');
  add(document.body, 'button');
  return Array.from({ length: count }, () => add(body, 'tr', { tabindex: '0' }));
}

describe('list rows by shortcut', () => {
  it('enters the list at its first row, moves within it and stops at its ends', () => {
    const rows = table(3);
    expect(moveRow(1, { enter: false })).toBe(false);
    expect(moveRow(1)).toBe(true);
    expect(document.activeElement).toBe(rows[0]);
    moveRow(1);
    moveRow(1);
    moveRow(1);
    expect(document.activeElement).toBe(rows[2]);
    moveRow(-1, { enter: false });
    expect(document.activeElement).toBe(rows[1]);
  });

  it('opens the focused row as a click does, and nothing from elsewhere', () => {
    const rows = table(2);
    const clicked = vi.fn();
    rows[1]!.addEventListener('click', clicked);
    document.querySelector('button')!.focus();
    expect(openRow()).toBe(false);
    rows[1]!.focus();
    expect(openRow()).toBe(true);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('leaves the keys to an open dialog or menu', () => {
    table(2);
    add(document.body, 'div', { role: 'menu' });
    expect(moveRow(1)).toBe(false);
  });

  it('submits the form being edited through its own submit', () => {
    document.body.replaceChildren();
    const [first, second] = [add(document.body, 'form'), add(document.body, 'form')];
    add(first, 'input');
    add(second, 'input');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const other = vi.fn((event: Event) => event.preventDefault());
    second!.addEventListener('submit', submitted);
    first!.addEventListener('submit', other);
    expect(submitForm()).toBe(false);
    second!.querySelector('input')!.focus();
    expect(submitForm()).toBe(true);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });
});
