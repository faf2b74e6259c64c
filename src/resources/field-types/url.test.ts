// @vitest-environment node
import { cellOf, failuresOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf } from './fieldTypeRegistry';

const homepage = sampleField({ source: 'homepage', type: 'url' });

describe('URL type', () => {
  it('is its text in a CSV cell', () => {
    expect(cellOf(homepage, { homepage: 'https://acme.example' })).toBe('https://acme.example');
  });

  it('implies an https address or a path of this site', () => {
    expect(failuresOf(homepage, 'javascript:alert(1)')).toEqual(['validation.url']);
    expect(failuresOf(homepage, 'http://acme.example')).toEqual(['validation.url']);
    expect(failuresOf(homepage, '/help')).toEqual([]);
    expect(failuresOf(homepage, 'https://acme.example')).toEqual([]);
  });

  it('seeds https addresses', () => {
    expect(fieldTypeOf(homepage).seed(homepage, seedContext(0))).toBe('https://example.com/samples/1');
  });
});
