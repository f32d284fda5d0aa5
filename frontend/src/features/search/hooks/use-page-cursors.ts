import { useEffect, useState } from 'react';
import type { SearchPage } from '../../../types/profiles.js';
import { searchQueryString, type SearchQuery } from '../utils/search-query.js';

/**
 * The page cursor of every page of this search met so far: the one a page was reached with, and the one its results
 * name for the page after it. A link to such a page starts right after the member before it; a page never met is
 * counted to by the server.
 */
export const usePageCursors = (query: SearchQuery, current: SearchPage | undefined): ((page: number) => string | undefined) => {
  const search = searchQueryString({ filters: query.filters, page: 1 });
  const [known, setKnown] = useState<{ search: string; cursors: Readonly<Record<number, string>> }>({ search, cursors: {} });
  useEffect(() => {
    const met: Record<number, string> = {};
    if (query.after) met[query.page] = query.after;
    if (current?.next) met[current.page + 1] = current.next;
    setKnown((before) => {
      const cursors = before.search === search ? before.cursors : {};
      const news = Object.entries(met).filter(([page, cursor]) => cursors[Number(page)] !== cursor);
      return news.length === 0 && before.search === search ? before : { search, cursors: { ...cursors, ...met } };
    });
  }, [search, query.page, query.after, current]);
  return (page) => {
    if (current?.next && page === current.page + 1) return current.next;
    return known.search === search ? known.cursors[page] : undefined;
  };
};
