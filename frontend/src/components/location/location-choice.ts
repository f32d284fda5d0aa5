import type { ProfileLocation } from '@dating/domain';

export type LocationPart = keyof ProfileLocation;

/** A choice of country, region and city being made: each part narrows the next; a changed part clears those after it. */
export const withLocationPart = (location: ProfileLocation, part: LocationPart, value: string): ProfileLocation => {
  switch (part) {
    case 'country':
      return { country: value, region: '', city: '' };
    case 'region':
      return { ...location, region: value, city: '' };
    case 'city':
      return { ...location, city: value };
  }
};

const sameTown = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

/**
 * The town as the list spells it when the member typed one of the list ('assen' → 'Assen'); what they
 * typed otherwise, so nothing typed is lost while they go on typing.
 */
export const townAsListed = (typed: string, towns: readonly string[]): string => towns.find((town) => sameTown(town, typed)) ?? typed;

/** Whether a typed town is one of the region's towns (the list not loaded yet counts as unknown). */
export const isListedTown = (typed: string, towns: readonly string[] | undefined): boolean => Boolean(towns?.some((town) => sameTown(town, typed)));

export const isCompleteLocation = (location: ProfileLocation): boolean =>
  Boolean(location.country && location.region && location.city);
