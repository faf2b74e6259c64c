import type { PageBlock } from '../../schema/pageFileSchema';

/** The completed block of one type. */
export type BlockOf<T extends PageBlock['type']> = Extract<PageBlock, { type: T }>;
