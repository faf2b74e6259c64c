/** The name parts of a user that avatar initials are made of. */
export interface NameParts {
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
}

/**
 * Avatar initials (SPEC §9): first and last name letters, else the first name letter, else the username letter.
 * Letters are upper-cased; code points (not UTF-16 units) are used so accented or astral letters stay whole.
 */
export function getInitials({ firstname, lastname, username }: NameParts): string {
  const first = firstLetter(firstname);
  const last = firstLetter(lastname);
  if (first && last) return `${first}${last}`;
  if (first) return first;
  return firstLetter(username);
}

/** Display name: first and last name, or the username when both are empty. */
export function getFullName({ firstname, lastname, username }: NameParts): string {
  const fullName = [firstname, lastname]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return fullName || username?.trim() || '';
}

function firstLetter(value: string | null | undefined): string {
  const [letter] = Array.from(value?.trim() ?? '');
  return letter ? letter.toLocaleUpperCase('en-US') : '';
}
