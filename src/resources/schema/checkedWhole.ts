import type { z } from 'zod';

/**
 * Adds the cross-checks between a file's parts to its shape, run even when the shape has problems: ops see every
 * problem of a file at once, not one round at a time. A part too malformed to check was reported by the shape.
 */
export function checkedWhole<T extends z.ZodType>(
  shape: T,
  issuesOf: (value: z.output<T>) => readonly { path: (string | number)[]; message: string }[],
) {
  return shape.superRefine(
    (value, context) => {
      let issues: ReturnType<typeof issuesOf>;
      try {
        issues = issuesOf(value);
      } catch {
        return; // a malformed part the shape already reported
      }
      for (const issue of issues)
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    },
    { when: () => true },
  );
}
