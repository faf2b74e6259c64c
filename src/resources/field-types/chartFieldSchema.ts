import { z } from 'zod';
import { chartSchema } from '../schema/chartSchema';
import { common } from './fieldSchemaParts';

export const chartFieldSchema = z.strictObject({ type: z.literal('chart'), ...common, chart: chartSchema });
