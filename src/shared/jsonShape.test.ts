// @vitest-environment node
import { BODY_JSON_LIMITS, DOCUMENT_JSON_LIMITS, jsonShapeProblem, parseUserJson } from './jsonShape';

describe('user JSON bounds', () => {
  it('accepts ordinary values and refuses depth, length, size, NUL and __proto__ without recursion', () => {
    expect(jsonShapeProblem({ a: [1, { b: 'text' }] })).toBeUndefined();
    expect(jsonShapeProblem(JSON.parse(`${'['.repeat(50_000)}${']'.repeat(50_000)}`))).toBe(
      'JSON nesting deeper than 32 levels',
    );
    expect(jsonShapeProblem(Array.from({ length: 10_001 }, () => 1))).toBe(
      'Lists are limited to 10000 items',
    );
    const wide = Array.from({ length: 30 }, () => Array.from({ length: 9_000 }, () => 0));
    expect(jsonShapeProblem(wide)).toBe('JSON with more than 200000 values');
    expect(jsonShapeProblem({ a: 'x\u0000' })).toMatch(/NUL/);
    expect(jsonShapeProblem(JSON.parse('{"__proto__":{}}'))).toMatch(/__proto__/);
  });

  it('parses documents with their own, deeper bound and says why text is refused', () => {
    const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    expect(parseUserJson(nested(DOCUMENT_JSON_LIMITS.depth))).toHaveProperty('value');
    expect(parseUserJson(nested(BODY_JSON_LIMITS.depth + 1), BODY_JSON_LIMITS)).toEqual({
      problem: 'JSON nesting deeper than 32 levels',
    });
    expect(parseUserJson(nested(5000))).toEqual({ problem: 'JSON nesting deeper than 64 levels' });
    expect(parseUserJson('{')).toEqual({ problem: expect.stringMatching(/^Invalid JSON: /) });
  });
});
