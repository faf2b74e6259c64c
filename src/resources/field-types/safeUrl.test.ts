// @vitest-environment node
import { safeLinkTarget } from './safeUrl';

const origin = 'http://localhost:8080';

describe('safeLinkTarget', () => {
  it.each([
    ['https://acme.example/help', 'https://acme.example/help'],
    ['/administration/tenants', '/administration/tenants'],
    ['http://localhost:8080/flows', 'http://localhost:8080/flows'],
  ])('links %s', (value, href) => {
    expect(safeLinkTarget(value, origin)).toBe(href);
  });

  it.each([
    'http://acme.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example/path',
    'http://localhost:8080.evil.example/',
    'relative/path',
    'not a url at all',
    '',
  ])('refuses %j', (value) => {
    expect(safeLinkTarget(value, origin)).toBeUndefined();
  });
});
