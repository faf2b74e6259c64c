// @vitest-environment node
import { classNames } from './classNames';

describe('classNames', () => {
  it('joins the parts that are set, in order', () => {
    expect(classNames('a', false, undefined, 'b', null, '', 'c')).toBe('a b c');
    expect(classNames(undefined, false)).toBe('');
  });
});
