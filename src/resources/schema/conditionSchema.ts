import { z } from 'zod';
import { dotPath } from './primitives';

type Scalar = string | number | boolean | null;

/**
 * A condition on a record, written as data: `{ "field": "enabled", "equals": false }`, combined with `all`, `any`
 * and `not`. `field` is a dot path in the record (`$parent.idDefaultLine` in a related list's row); `equalsField`
 * compares with another path.
 */
export type Condition =
  | {
      field: string;
      equals?: Scalar;
      notEquals?: Scalar;
      in?: Scalar[];
      empty?: boolean;
      equalsField?: string;
    }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z
      .strictObject({
        field: dotPath,
        equals: scalar.optional(),
        notEquals: scalar.optional(),
        in: z.array(scalar).optional(),
        empty: z.boolean().optional(),
        equalsField: dotPath.optional(),
      })
      .refine(
        (test) =>
          [test.equals, test.notEquals, test.in, test.empty, test.equalsField].filter(
            (item) => item !== undefined,
          ).length === 1,
        { error: 'needs exactly one of "equals", "notEquals", "in", "empty" or "equalsField"' },
      ),
    z.strictObject({ all: z.array(conditionSchema).min(1) }),
    z.strictObject({ any: z.array(conditionSchema).min(1) }),
    z.strictObject({ not: conditionSchema }),
  ]),
);
