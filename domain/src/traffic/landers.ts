import { z } from 'zod';
import type { SearchRequest } from '../search/search.requests.js';

/** Spec §2: the landing pages an ad may link to, `/landers/{design}/{slug?}`, besides `/landers/tinderswipe`. */
export const LANDER_DESIGNS = ['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'] as const;
export type LanderDesign = (typeof LANDER_DESIGNS)[number];

export const isLanderDesign = (name: string | undefined): name is LanderDesign => (LANDER_DESIGNS as readonly (string | undefined)[]).includes(name);

/** Spec §3: a site's niche code (1 to 7) gives its landers' slug prefix; code 1 has none. */
export const NICHES = ['none', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay'] as const;
export type Niche = (typeof NICHES)[number];

export const nicheOfCode = (code: number): Niche => NICHES[code - 1] ?? 'none';

/** A slug is words joined by dashes (`milf-amsterdam`); anything else in the address is not one. */
export const landerSlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(80);

/** The niche a lander speaks to: its slug's prefix when that names one (an ad for another niche), else the site's. */
export const nicheOfLander = (slug: string | undefined, siteNicheCode: number): Niche => {
  const prefix = slug !== undefined && landerSlugSchema.safeParse(slug).success ? slug.split('-')[0] : undefined;
  const named = NICHES.find((niche) => niche !== 'none' && niche === prefix);
  return named ?? nicheOfCode(siteNicheCode);
};

/**
 * Whom a lander shows for its niche, as search filters: the ad promised them. Niches that no profile field tells
 * apart (bdsm; body shapes are not searchable) show the women the she niche shows, or everyone.
 */
export const nicheAudience = (niche: Niche): Pick<SearchRequest, 'gender' | 'min_age' | 'max_age'> => {
  switch (niche) {
    case 'she':
    case 'bbw':
      return { gender: 'female' };
    case 'milf':
      return { gender: 'female', min_age: 35, max_age: 55 };
    case 'gilf':
      return { gender: 'female', min_age: 56 };
    case 'gay':
      return { gender: 'male' };
    case 'bdsm':
    case 'none':
      return {};
  }
};

/** Spec §2 member landers: `/members/{id}/landing`, `/landing2/{slug?}` and `/landing3/{slug?}`. */
export const MEMBER_LANDER_VARIANTS = ['landing', 'landing2', 'landing3'] as const;
export type MemberLanderVariant = (typeof MEMBER_LANDER_VARIANTS)[number];
