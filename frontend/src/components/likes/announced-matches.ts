import type { LikesView } from '@dating/domain';

const KEY = 'announced-matches:';

/** Match ids this browser has shown the match modal for (or decided not to), per member. */
export const readAnnouncedMatches = (memberId: string): Set<string> => {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY + memberId) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
};

export const storeAnnouncedMatches = (memberId: string, ids: Iterable<string>): void => {
  // The newest few hundred are enough to tell a fresh match from one shown before.
  window.localStorage.setItem(KEY + memberId, JSON.stringify([...ids].slice(-500)));
};

/**
 * A match the member has not been shown yet, made by the other member's like (the member's own like announces
 * its match at once): the newest of them, with the card the modal shows. Older unannounced ones are let go with it,
 * so a member back after a while sees one modal, not a row of them.
 */
export const matchToAnnounce = (likes: LikesView, announced: ReadonlySet<string>) => {
  const fresh = likes.matches.filter((match) => !announced.has(match.id));
  const newest = fresh[0] && likes.profiles.find((profile) => profile.id === fresh[0]!.id);
  return { member: newest, settled: fresh.map((match) => match.id) };
};
