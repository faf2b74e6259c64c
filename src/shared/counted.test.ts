// @vitest-environment node
import { counted } from './counted';

describe('counted', () => {
  it('says one in the singular, anything else in the plural', () => {
    expect(counted(1, 'row')).toBe('1 row');
    expect(counted(0, 'row')).toBe('0 rows');
    expect(counted(2, 'category', 'categories')).toBe('2 categories');
  });
});
