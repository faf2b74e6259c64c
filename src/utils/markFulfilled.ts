/**
 * Marks a promise settled the way React's `use` reads it (`status`, `value`), so a component reading it after it
 * has fulfilled renders at once instead of suspending for a tick.
 */
export const markFulfilled = <T>(promise: Promise<T>, value: T) =>
  Object.assign(promise, { status: 'fulfilled', value });
