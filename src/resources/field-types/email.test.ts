// @vitest-environment node
import { failuresOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf } from './fieldTypeRegistry';

const email = sampleField({ source: 'email', type: 'email' });

describe('e-mail type', () => {
  it('implies the e-mail rule once, even when declared too', () => {
    expect(failuresOf(email, 'ops@acme')).toEqual(['validation.email']);
    expect(fieldTypeOf(email).impliedRules?.(email, [{ name: 'email' }])).toEqual([]);
    expect(failuresOf(email, 'ops@acme.example')).toEqual([]);
  });

  it('is searched and seeded with addresses', () => {
    expect(fieldTypeOf(email).searchable).toBe(true);
    expect(fieldTypeOf(email).seed(email, seedContext(1))).toBe('samples2@example.com');
  });
});
