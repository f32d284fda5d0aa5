import { paths } from '../../../config/paths.js';

/** Spec §2: the static pages in the order of the footer (terms … FAQ, then support). */
export const PAGE_LINKS = {
  terms: paths.terms,
  privacy: paths.privacy,
  cookies: paths.cookies,
  ban: paths.ban,
  pricing: paths.pricing,
  complaints: paths.complaints,
  returnPolicy: paths.returnPolicy,
  faq: paths.faq,
  service: paths.service,
} as const;

export type PageLinkKey = keyof typeof PAGE_LINKS;

export const PAGE_LINK_KEYS = Object.keys(PAGE_LINKS) as PageLinkKey[];
