import { languagesOfCountry, SUPPORTED_LANGUAGES, type Language } from '@dating/domain';

/** Spec §9: the switcher offers the languages of the country first (BE: nl, fr, de), then every other one. */
export const switcherLanguages = (country: string | undefined): { own: readonly Language[]; others: readonly Language[] } => {
  const own = languagesOfCountry(country);
  return { own, others: SUPPORTED_LANGUAGES.filter((language) => !own.includes(language)) };
};
