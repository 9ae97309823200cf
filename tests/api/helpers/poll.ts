/** Waiting for what happens after an answer (the outboxes' sends): a poll with a deadline, never a fixed sleep. */
export async function until<T>(
  what: string,
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
