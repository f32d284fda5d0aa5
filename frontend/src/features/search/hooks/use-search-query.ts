import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { defaultSearchFor, offeredDefaultSearch, type Gender, type Sexuality } from '@dating/domain';
import { routerRestsAt } from '../../../lib/router-rest.js';
import { useGetMyProfileQuery } from '../../../lib/shared-endpoints.js';
import type { SearchFilters } from '../../../types/profiles.js';
import { defaultSearchQueryString, namesASearch, parseSearchQuery, searchQueryString, withFilter, type SearchQuery } from '../utils/search-query.js';

const rememberedKey = (memberId: string) => `search:${memberId}`;

/** The member's last search on this device (filters only: a return starts on page one). */
const rememberedSearch = (memberId: string): string | null => window.localStorage.getItem(rememberedKey(memberId));

const remember = (memberId: string, filters: SearchFilters) =>
  window.localStorage.setItem(rememberedKey(memberId), defaultSearchQueryString(filters));

/**
 * The search in the address. A member arriving at the bare /members (after login, from the menu) gets
 * their last search on this device, else the default search their profile implies, written into the
 * address so Back and reload keep it, with only the filters the site's form offers (`searchFields`); each change is
 * remembered. `query` is undefined while the default is still being worked out, so no needless search runs first.
 */
export const useSearchQuery = (memberId: string | null, searchFields: readonly string[]) => {
  const [params, setParams] = useSearchParams();
  // Writing the default search into the address keeps what the page was opened with (a notice to show).
  const { pathname, state, key } = useLocation();
  const named = namesASearch(params);
  const needsDefault = memberId !== null && !named;
  const remembered = needsDefault ? rememberedSearch(memberId) : null;
  const { data: profile, isError } = useGetMyProfileQuery(undefined, { skip: !needsDefault || remembered !== null });

  useEffect(() => {
    // A member who went on while the default was worked out keeps going; coming back to the bare search asks again.
    if (!needsDefault || !routerRestsAt(pathname)) return;
    const asOpened = { replace: true, state };
    if (remembered !== null) return setParams(remembered, asOpened);
    if (isError) return setParams(defaultSearchQueryString({}), asOpened);
    if (!profile) return;
    const { gender, sexuality } = profile.details;
    const defaults = defaultSearchFor({
      gender: (gender ?? null) as Gender | null,
      sexuality: (sexuality ?? null) as Sexuality | null,
      age: profile.age,
      country: profile.country,
    });
    setParams(defaultSearchQueryString(offeredDefaultSearch(defaults, searchFields)), asOpened);
  }, [needsDefault, remembered, profile, isError, setParams, pathname, state, key, searchFields]);

  const query: SearchQuery | undefined = needsDefault ? undefined : parseSearchQuery(params);
  const address = params.toString();
  // The router re-renders a change later (in a transition), so a second change before that builds on the first, not on
  // the address this render shows: `pending` holds the filters last asked for and every address on the way to them.
  const pending = useRef<{ addresses: string[]; filters: SearchFilters } | null>(null);
  useEffect(() => {
    if (pending.current && pending.current.addresses.at(-1) === address) pending.current = null;
  }, [address]);

  const change = (name: keyof SearchFilters, value: string) => {
    if (!query) return;
    const inFlight = pending.current?.addresses.includes(address) ? pending.current : null;
    const filters = withFilter(inFlight?.filters ?? query.filters, name, value);
    const next = searchQueryString({ filters, page: 1 }) || '?page=1';
    pending.current = { addresses: [...(inFlight?.addresses ?? [address]), new URLSearchParams(next).toString()], filters };
    if (memberId !== null) remember(memberId, filters);
    setParams(next);
  };
  return { query, change };
};
