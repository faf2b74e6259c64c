import { runInThisContext } from 'node:vm';
import { unpack, type Packed } from '../../src/resources/framework/packedData';
import { pack, packedExpression } from '../../scripts/packData';

// What the console evaluates: the expression the build writes into the module, read back by `unpack`.
const roundTrip = (data: unknown) => unpack(runInThisContext(packedExpression(data)) as Packed);

describe('packed data', () => {
  it('reads back deep-equal, keys in their order, for every kind of JSON value', () => {
    const data = {
      text: 'it\'s a \\ "quoted" ü \u2028 </script>',
      numbers: [0, -1, 1.5, 1e21, 25, 25],
      flags: [true, false, true, null, null],
      empty: { list: [], object: {} },
      nested: [
        [[]],
        [{}],
        [
          { z: 1, a: 2 },
          { a: 2, z: 1 },
        ],
      ],
      '': 'an empty key',
    };
    const back = roundTrip(data);
    expect(back).toStrictEqual(data);
    expect(JSON.stringify(back)).toBe(JSON.stringify(data));
    for (const value of [null, true, 0, 7, 'text', [], {}]) expect(roundTrip(value)).toStrictEqual(value);
  });

  it('drops undefined members, as JSON does', () => {
    expect(roundTrip({ a: undefined, b: [undefined], c: 1 })).toStrictEqual({ b: [null], c: 1 });
  });

  it('writes keys once per shape and a repeated sub-tree once, read back as one shared object', () => {
    const rule = { name: 'required', message: 'validation.required' };
    const fields = Array.from({ length: 20 }, (_, index) => ({ source: `field${index}`, validate: [rule] }));
    const [shapes, table] = pack(fields);
    expect(shapes).toEqual(
      expect.arrayContaining([
        ['source', 'validate'],
        ['name', 'message'],
      ]),
    );
    expect(table.filter((entry) => JSON.stringify(entry).includes('validation.required'))).toHaveLength(1);
    const back = roundTrip(fields) as typeof fields;
    expect(back).toStrictEqual(fields);
    expect(back[3].validate).toBe(back[7].validate);
    expect(packedExpression(fields).length).toBeLessThan(JSON.stringify(fields).length / 2);
  });

  it('writes shared prefixes of i18n keys and paths once, read back as the same strings', () => {
    const names = ['id', 'name', 'status', 'created'];
    const data = names.flatMap((name) => [
      { label: `resources.flows.fields.${name}`, path: `/designer/flows/{id}/${name}` },
      { label: `resources.lines.fields.${name}`, parts: ['resources.', 'lines.'], '<': `<${name}>` },
    ]);
    const back = roundTrip(data);
    expect(back).toStrictEqual(data);
    expect(JSON.stringify(back)).toBe(JSON.stringify(data));
    const text = JSON.stringify(pack(data));
    expect(text.split('resources.').length - 1).toBe(1); // the prefix and the plain string in `parts` are one entry
    expect(text.split('/designer/').length - 1).toBe(1);
  });

  it('deep-freezes on request, so a mutation of shared data fails in development', () => {
    const back = unpack(pack({ list: [{ a: 1 }, { a: 1 }] }), true) as { list: { a: number }[] };
    expect(Object.isFrozen(back)).toBe(true);
    expect(Object.isFrozen(back.list)).toBe(true);
    expect(() => {
      back.list[0].a = 2;
    }).toThrow(TypeError);
  });
});
