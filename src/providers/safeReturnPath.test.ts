// @vitest-environment node
import { safeReturnPath } from './safeReturnPath';

describe('safeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/flows', '/flows'],
    ['/administration/tenants?page=2&sort=name', '/administration/tenants?page=2&sort=name'],
    ['/administration/tenants/detail/5/overview#top', '/administration/tenants/detail/5/overview#top'],
    ['/%5Cencoded-backslash-is-just-a-path', '/%5Cencoded-backslash-is-just-a-path'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it('normalises dot segments', () => {
    expect(safeReturnPath('/administration/./tenants/../tenants')).toBe('/administration/tenants');
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/flows'],
    ['absolute https', 'https://evil.example'],
    ['absolute http', 'http://evil.example/flows'],
    ['scheme without slashes', 'http:evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['backslashes', '\\\\evil.example'],
    ['slash-backslash', '/\\evil.example'],
    ['backslash inside', '/flows\\..\\evil'],
    ['tab trick', '/\t/evil.example'],
    ['newline trick', '/\n/evil.example'],
    ['carriage return', '/flows\r'],
    ['DEL character', '/flows\u007f'],
    ['dot segments escaping to //', '/..//evil.example'],
    ['relative without leading slash', 'flows'],
    ['leading space', ' /flows'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(3000)}`],
  ])('falls back to / for %s', (_name, input) => {
    expect(safeReturnPath(input)).toBe('/');
  });

  it.each([null, undefined, 42, {}, ['/flows'], true])('falls back to / for the non-string %p', (input) => {
    expect(safeReturnPath(input)).toBe('/');
  });

  it('falls back to / for excluded paths such as the sign-in callback itself', () => {
    expect(safeReturnPath('/auth-callback?code=1', ['/auth-callback', '/auth-refresh'])).toBe('/');
    expect(safeReturnPath('/auth-refresh', ['/auth-callback', '/auth-refresh'])).toBe('/');
    expect(safeReturnPath('/flows', ['/auth-callback'])).toBe('/flows');
  });
});
