/** A page number, or null for a gap ("…") between distant pages. */
export type PageSlot = number | null;

/** Pages to offer: the first, the last and the current page with one neighbour each side; gaps between. */
export const pageWindow = (page: number, pageCount: number): PageSlot[] => {
  const wanted = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((number) => number >= 1 && number <= pageCount)
    .sort((a, b) => a - b);
  return wanted.flatMap((number, index) => {
    const previous = wanted[index - 1];
    if (previous === undefined || number === previous + 1) return [number];
    // A gap of a single page shows that page instead of "…".
    return number === previous + 2 ? [previous + 1, number] : [null, number];
  });
};
