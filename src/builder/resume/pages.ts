// Which page each résumé block goes on: the first that would run past the bottom margin starts
// a new page, with the heading before it. A block is never split.

export interface Measured {
  /** What the block is, for a message: 'experience "Acme"'. */
  name: string;
  /** How far down it goes, in points. */
  height: number;
  keepWithNext?: boolean;
}

export interface Frame {
  /** The first baseline of page 1 (below the header) and of every later page (below the running head). */
  firstTop: number;
  nextTop: number;
  /** The lowest a block may reach. */
  bottom: number;
}

export interface Placement {
  /** From 0. */
  page: number;
  /** The block's first baseline. */
  y: number;
}

export function placeBlocks(blocks: readonly Measured[], { firstTop, nextTop, bottom }: Frame): Placement[] {
  const placements: Placement[] = [];
  let page = 0;
  let y = firstTop;
  for (let first = 0; first < blocks.length; first++) {
    // A heading and the block after it move together.
    let last = first;
    while (blocks[last]!.keepWithNext && last + 1 < blocks.length) last++;
    const together = blocks.slice(first, last + 1);
    const height = together.reduce((sum, block) => sum + block.height, 0);
    const top = page === 0 ? firstTop : nextTop;
    if (y - height < bottom && y !== top) {
      page++;
      y = nextTop;
    }
    if (y - height < bottom) {
      throw new Error(`The résumé cannot place ${blocks[last]!.name}: it alone is taller than a page; shorten it in src/content/content.ts, or supply your own PDF (resumeFile)`);
    }
    for (const block of together) {
      placements.push({ page, y });
      y -= block.height;
    }
    first = last;
  }
  return placements;
}
