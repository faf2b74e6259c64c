// @vitest-environment node
import { getFullName, getInitials } from './initials';

describe('getInitials', () => {
  it('uses the first and last name letters', () => {
    expect(getInitials({ firstname: 'jane', lastname: 'doe', username: 'jdoe' })).toBe('JD');
  });

  it('falls back to the first name letter when there is no last name', () => {
    expect(getInitials({ firstname: 'Jane', lastname: '', username: 'jdoe' })).toBe('J');
    expect(getInitials({ firstname: 'Jane', lastname: null, username: 'jdoe' })).toBe('J');
  });

  it('falls back to the username letter when there is no first name', () => {
    expect(getInitials({ firstname: '', lastname: 'Doe', username: 'jdoe' })).toBe('J');
    expect(getInitials({ firstname: '   ', lastname: '   ', username: 'admin' })).toBe('A');
  });

  it('returns an empty string when nothing is known', () => {
    expect(getInitials({})).toBe('');
  });

  it('ignores surrounding whitespace and keeps non-ASCII letters whole', () => {
    expect(getInitials({ firstname: '  élise', lastname: ' Šimek' })).toBe('ÉŠ');
    expect(getInitials({ firstname: '𝒜lice', lastname: 'Bob' })).toBe('𝒜B');
  });
});

describe('getFullName', () => {
  it('joins first and last name', () => {
    expect(getFullName({ firstname: 'Jane', lastname: 'Doe', username: 'jdoe' })).toBe('Jane Doe');
  });

  it('uses whichever name part exists, else the username', () => {
    expect(getFullName({ firstname: 'Jane', lastname: '', username: 'jdoe' })).toBe('Jane');
    expect(getFullName({ firstname: ' ', lastname: null, username: 'jdoe' })).toBe('jdoe');
  });
});
