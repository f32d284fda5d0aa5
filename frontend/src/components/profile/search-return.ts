import { paths } from '../../config/paths.js';

/** What a profile card hands the profile it opens: the search (path and query) to go back to. */
export type SearchReturnState = { returnTo: string };

/** The state a card link carries from a list of members (search, match finder) to a profile. */
export const searchReturnState = (pathname: string, search: string): SearchReturnState => ({ returnTo: `${pathname}${search}` });

/** The search a profile's "Back to search" leads to: the list it was opened from, only ever a members list of this site. */
export const searchToReturnTo = (state: unknown): string | undefined => {
  const returnTo = (state as Partial<SearchReturnState> | null)?.returnTo;
  return typeof returnTo === 'string' && (returnTo === paths.members || returnTo.startsWith(`${paths.members}?`)) ? returnTo : undefined;
};
