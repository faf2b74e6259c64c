/** One problem found in a configuration. `path` is '' for the root, else `fields[2].type`. */
export interface SchemaIssue {
  path: string;
  message: string;
}

/** One issue as ops read it: `fields[2].type: expected one of …`. */
export const formatIssue = (issue: SchemaIssue) =>
  issue.path ? `${issue.path}: ${issue.message}` : issue.message;
