// @vitest-environment node
import { bodySchemaErrors, fieldProblem, type BodySchema, type FieldSchema } from './bodySchema';

const schema: BodySchema = {
  name: { kind: 'text', max: 5, required: true },
  count: { kind: 'integer', min: 1, max: 10 },
  on: { kind: 'boolean' },
  day: { kind: 'day' },
  at: { kind: 'time' },
  mode: { kind: 'choice', values: [1, 2] },
  ids: { kind: 'list', of: { kind: 'integer', min: 1, max: 99 }, max: 2 },
};

describe('body schemas (issue 31.5)', () => {
  it('passes exact values and leaves absent optional fields alone', () => {
    expect(
      bodySchemaErrors(schema, {
        name: 'Ada',
        count: 3,
        on: false,
        day: '2024-02-29',
        at: '07:30',
        mode: 2,
        ids: [1],
      }),
    ).toEqual({});
    expect(bodySchemaErrors(schema, { name: 'Ada' })).toEqual({});
  });

  it('coerces nothing: texts, numbers, booleans and choices must have their own type', () => {
    expect(bodySchemaErrors(schema, { name: {}, count: '3', on: 'true', mode: '1' })).toEqual({
      name: 'Expected text',
      count: 'Field must contains only whole numbers',
      on: 'Expected true or false',
      mode: 'Expected one of 1, 2',
    });
    expect(fieldProblem(schema.mode!, 1.5)).toBe('Expected one of 1, 2');
    expect(fieldProblem(schema.mode!, 'constructor')).toBe('Expected one of 1, 2');
    expect(fieldProblem(schema.count!, 2.5)).toBe('Field must contains only whole numbers');
  });

  it('refuses impossible days and times, over-long texts, long lists and bad items with SPEC §5 messages', () => {
    for (const day of ['2026-02-30', '2026-13-01', '2025-02-29', 'constructor', 20260101])
      expect(fieldProblem(schema.day!, day)).toBe('Date must be in DD/MM/YYYY format');
    expect(fieldProblem(schema.at!, '24:00')).toBe("Time must be in 'XX:YY' format");
    expect(fieldProblem(schema.name!, 'x'.repeat(6))).toBe('Field must contains at most 5 characters');
    expect(fieldProblem(schema.name!, '  ')).toBe('Field is required');
    expect(fieldProblem(schema.count!, 11)).toBe('Number must be in range 1 - 10');
    expect(fieldProblem(schema.ids!, [1, 2, 3])).toBe('A list of at most 2 items');
    expect(fieldProblem(schema.ids!, [1, '2'])).toBe('Field must contains only whole numbers');
    expect(fieldProblem(schema.ids!, {})).toBe('Expected a list');
  });

  it('reads only own properties, so prototype names are plain absent fields', () => {
    const hostile = JSON.parse('{"__proto__": {"name": "x"}, "constructor": 1}') as Record<string, unknown>;
    const fiveToNine: FieldSchema = { kind: 'integer', min: 5, max: 9 };
    const named: BodySchema = { constructor: fiveToNine, name: schema.name! };
    expect(bodySchemaErrors(named, hostile)).toEqual({
      constructor: 'Number must be in range 5 - 9',
      name: 'Field is required',
    });
  });
});
