/** Spec §2 likes tabs, in the order they are shown; `/likes/{type}` names one. */
export const LIKES_TABS = ['received', 'given', 'matches'] as const;
export type LikesTab = (typeof LIKES_TABS)[number];

export const likesTabOf = (type: string | undefined): LikesTab | undefined =>
  type === undefined ? 'received' : (LIKES_TABS as readonly string[]).includes(type) ? (type as LikesTab) : undefined;

export const likesTabPath = (tab: LikesTab) => `/likes/${tab}`;

/** The match page of one member (`/likes/m/{id}`). */
export const likesMatchPath = (memberId: string) => `/likes/m/${encodeURIComponent(memberId)}`;
