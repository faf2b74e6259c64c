import { z } from 'zod';
import { call } from '../schema/primitives';
import { common } from './fieldSchemaParts';

export const secretSchema = z.strictObject({ type: z.literal('secret'), ...common, reveal: call.optional() });
