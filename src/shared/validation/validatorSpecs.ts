/**
 * Validators a configuration can name (SPEC §5), e.g. `{ "name": "minLength", "n": 3 }`. `time` and `date` fail on
 * an empty value, their `optional…` variants accept it; every other rule but `required` accepts empty values.
 * `match` compares with another input (`field`) or a regular expression (`pattern`). `unique` asks the API whether
 * the value is taken: GET `path` with the value in `param` (and `excludeId` when editing) answering `{ exists }`.
 */
export type ValidatorSpec =
  | {
      name: 'required' | 'email' | 'time' | 'optionalTime' | 'digits' | 'date' | 'optionalDate' | 'httpsUrl';
    }
  | { name: 'minLength' | 'exactLength' | 'minValue'; n: number }
  | { name: 'range'; min: number; max: number }
  | { name: 'match'; field?: string; pattern?: string }
  | { name: 'unique'; path: string; param?: string; message?: string };

/** The rules checked without the API: every validator but `unique`. */
export type SyncValidatorSpec = Exclude<ValidatorSpec, { name: 'unique' }>;
