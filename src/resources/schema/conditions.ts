import { getPath } from '../../shared/getPath';
import type { Condition } from './conditionSchema';

/**
 * Whether a record matches a condition written as data. Missing values compare as null, so
 * `{ "field": "riskLevel", "equals": null }` matches a record without a risk level.
 */
export function matches(condition: Condition, record: Record<string, unknown>): boolean {
  if ('all' in condition) return condition.all.every((item) => matches(item, record));
  if ('any' in condition) return condition.any.some((item) => matches(item, record));
  if ('not' in condition) return !matches(condition.not, record);
  const value = getPath(record, condition.field) ?? null;
  if (condition.equals !== undefined) return value === condition.equals;
  if (condition.notEquals !== undefined) return value !== condition.notEquals;
  if (condition.in !== undefined) return condition.in.includes(value as never);
  if (condition.empty !== undefined)
    return (
      condition.empty === (value === null || value === '' || (Array.isArray(value) && value.length === 0))
    );
  if (condition.equalsField !== undefined) return value === (getPath(record, condition.equalsField) ?? null);
  return false;
}
