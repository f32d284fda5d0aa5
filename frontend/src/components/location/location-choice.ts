import type { ProfileLocation } from '@dating/domain';
import type { Regions } from '../../types/profiles.js';

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

export const regionsOf = (regions: Regions | undefined, country: string): string[] =>
  Object.keys(regions?.[country] ?? {}).sort((a, b) => a.localeCompare(b));

export const citiesOf = (regions: Regions | undefined, { country, region }: ProfileLocation): string[] =>
  [...(regions?.[country]?.[region] ?? [])].sort((a, b) => a.localeCompare(b));

export const isCompleteLocation = (location: ProfileLocation): boolean =>
  Boolean(location.country && location.region && location.city);
