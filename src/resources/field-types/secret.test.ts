// @vitest-environment node
import { cellOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf } from './fieldTypeRegistry';

const token = sampleField({ source: 'token', type: 'secret' });

describe('secret type', () => {
  it('is never exported, never seeded, kept out of drafts and not sortable', () => {
    expect(cellOf(token, { token: 's3cr3t' })).toBe('');
    expect(fieldTypeOf(token).seed(token, seedContext(0))).toBeUndefined();
    expect(fieldTypeOf(token).secret).toBe(true);
    expect(token.sortable).toBe(false);
  });
});
