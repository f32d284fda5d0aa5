import { placeNameKey, type ProfileLocation } from '@dating/domain';

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


/**
 * The town as the list spells it when the member typed one of the list ('assen' → 'Assen'); what they
 * typed otherwise, so nothing typed is lost while they go on typing.
 */
export const townAsListed = (typed: string, towns: readonly string[]): string => towns.find((town) => placeNameKey(town) === placeNameKey(typed)) ?? typed;

export const isCompleteLocation = (location: ProfileLocation): boolean =>
  Boolean(location.country && location.region && location.city);
