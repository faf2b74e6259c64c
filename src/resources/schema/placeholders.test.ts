// @vitest-environment node
import { compositeId, fillBody, fillPath, splitCompositeId } from './placeholders';
import { matches } from './conditions';

describe('placeholders', () => {
  it('fills every placeholder of a path, encoded, from fields, dot paths and parameters', () => {
    expect(fillPath('/billing/{app}/{idTenant}/lines/{id}', { app: 'voice bot', idTenant: 7, id: 3 })).toBe(
      '/billing/voice%20bot/7/lines/3',
    );
    expect(fillPath('/modules/{parent.id}/lines/{rowId}', { parent: { id: 4 }, rowId: 9 })).toBe(
      '/modules/4/lines/9',
    );
  });

  it('refuses a path with a placeholder it cannot fill', () => {
    expect(() => fillPath('/lines/{id}/monitoring', { id: '' })).toThrow(
      'No value for {id} in /lines/{id}/monitoring',
    );
  });

  it('fills body templates keeping the type of whole-value placeholders', () => {
    expect(fillBody({ idLine: '{rowId}', note: 'line {rowId}', list: ['{rowId}'] }, { rowId: 12 })).toEqual({
      idLine: 12,
      note: 'line 12',
      list: [12],
    });
  });

  it('round-trips composite ids with separators and slashes inside the values', () => {
    const id = compositeId(['ivr~main', 'srv/1']);
    expect(splitCompositeId(id, ['name', 'server'])).toEqual({ name: 'ivr~main', server: 'srv/1' });
  });
});

describe('conditions', () => {
  const line = {
    enabled: false,
    riskLevel: null,
    name: 'Hotline',
    module: { idDefaultLine: 3 },
    id: 3,
    tags: [],
  };
  it.each([
    [{ field: 'enabled', equals: false }, true],
    [{ field: 'enabled', notEquals: false }, false],
    [{ field: 'riskLevel', in: ['Low', 'High'] }, false],
    [{ field: 'riskLevel', empty: true }, true],
    [{ field: 'tags', empty: false }, false],
    [{ field: 'id', equalsField: 'module.idDefaultLine' }, true],
    [{ field: 'missing', equals: null }, true],
    [
      {
        all: [
          { field: 'enabled', equals: false },
          { field: 'name', equals: 'Hotline' },
        ],
      },
      true,
    ],
    [
      {
        any: [
          { field: 'enabled', equals: true },
          { field: 'name', equals: 'Sales' },
        ],
      },
      false,
    ],
    [{ not: { field: 'enabled', equals: true } }, true],
  ])('%j gives %s', (condition, expected) => {
    expect(matches(condition as never, line)).toBe(expected);
  });
});
