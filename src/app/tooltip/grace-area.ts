// Where the pointer may go once it leaves a trigger without closing the trigger's tooltip: the
// convex hull of the two boxes, so it can cross the gap onto the tooltip and rest there (WCAG 2.2
// SC 1.4.13 "hoverable"; Radix Tooltip's grace area). Pure geometry, tested without a DOM.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Whether (x, y) is in the hull of `a` and `b` or on its edge: every box between them, each side
 * moved the same fraction t from a's to b's. Each side bounds t; the point is in when some t is left.
 */
export function inGraceArea(a: Box, b: Box, x: number, y: number): boolean {
  let from = 0;
  let to = 1;
  // Each side as [a's, b's, the point's coordinate, +1 for a side the point must not be before].
  for (const [sideA, sideB, at, sign] of [[a.left, b.left, x, 1], [a.top, b.top, y, 1], [a.right, b.right, x, -1], [a.bottom, b.bottom, y, -1]] as const) {
    // The point is on the inside of this side at t when sign * (sideA + t * (sideB - sideA) - at) <= 0.
    const slope = sign * (sideB - sideA);
    const start = sign * (sideA - at);
    if (slope > 0) to = Math.min(to, -start / slope);
    else if (slope < 0) from = Math.max(from, -start / slope);
    else if (start > 0) return false;
  }
  return from <= to;
}
