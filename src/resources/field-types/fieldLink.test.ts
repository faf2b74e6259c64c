// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateResource } from '../defineResource';
import { fieldLinkTarget } from './fieldLink';

describe('fieldLinkTarget', () => {
  it('fills the placeholders from the record, URL-encoded', () => {
    expect(fieldLinkTarget('/flows/detail/{idCallScript}/history', { idCallScript: 7 })).toBe(
      '/flows/detail/7/history',
    );
    expect(fieldLinkTarget('/x/{guid}/timeline', { guid: 'a/b c' })).toBe('/x/a%2Fb%20c/timeline');
  });

  it('leaves the value unlinked without a link, a record or a placeholder value', () => {
    expect(fieldLinkTarget(undefined, { id: 1 })).toBeUndefined();
    expect(fieldLinkTarget('/a/{id}', undefined)).toBeUndefined();
    expect(fieldLinkTarget('/a/{guid}', { guid: null })).toBeUndefined();
  });

  it('accepts only console paths in a configuration', () => {
    const config = (link: string) => ({
      name: 'things',
      route: 'things',
      representation: 'name',
      api: { list: { path: '/things' }, get: { path: '/things/{id}' } },
      fields: [
        { source: 'id', type: 'number' },
        { source: 'name', type: 'text', link },
      ],
      list: { columns: ['name'], defaultSort: { field: 'name', order: 'ASC' } },
      permissions: { list: [], detail: [] },
    });
    expect(validateResource(config('/things/{id}/overview')).ok).toBe(true);
    for (const bad of ['https://evil.example/x', '//evil.example', 'javascript:alert(1)', '/a b'])
      expect(validateResource(config(bad)).ok, bad).toBe(false);
  });
});
