/** Gives the main thread back (input, rendering): `scheduler.yield()` where there is one. */
export type Yield = () => Promise<void>;

export const yieldToMain: Yield = () => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
