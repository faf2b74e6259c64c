/** A `className` from the parts that are set (`false`, `null`, `undefined` and `''` are left out), space-separated. */
export const classNames = (...parts: (string | false | null | undefined)[]) =>
  parts.filter(Boolean).join(' ');
