// Work a few items at a time: the files of a built site (a site with thousands of tag pages ran
// out of file handles, EMFILE, reading them all at once) and the images' encodes.

// Files at once in the walks over the whole site: four times libuv's thread pool, a few handles each.
export const FILES_AT_ONCE = 16;

/** Runs at most `count` of the tasks given to it at once, the others in turn. */
export function limiter(count: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= count) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** `run` over every item, at most `limit` at once; the results in the items' order. */
export function mapAtMost<T, R>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const atMost = limiter(limit);
  return Promise.all(items.map((item, index) => atMost(() => run(item, index))));
}
