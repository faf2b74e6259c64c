// @vitest-environment node
import { isEmailAddress } from './emailAddress';

describe('isEmailAddress', () => {
  it.each(['someone@example.com', 'a.b+c@mail.example.org'])('accepts %s', (text) => {
    expect(isEmailAddress(text)).toBe(true);
  });

  it.each([
    'someone@',
    '@example.com',
    'some one@example.com',
    'someone@localhost',
    'a@b..com',
    'a@@b.com',
    '',
  ])('refuses %j', (text) => {
    expect(isEmailAddress(text)).toBe(false);
  });
});
