// Work over every file of a built site, a few files at a time: a site with thousands of tag
// pages ran out of file handles (EMFILE) reading them all at once.

// Files handled at once by the steps that walk the whole site (link check, compression, size
// report): four times the thread pool, so it never waits for work; at most a few handles each.
export const FILES_AT_ONCE = 16;

/** `run` over every item, at most `limit` at once; the results in the items' order. */
export async function mapAtMost<T, R>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
