import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type RegionNames = Record<string, string>;
export type RegionOption = { value: string; label: string };

/**
 * A region in the interface language (CLDR's subdivision names, see tools/generate-region-names.mjs). Members store
 * and search regions by their GeoNames name, so that name stays the value and only the text shown changes; a region
 * the table does not know yet is shown as stored.
 */
export const useRegionName = () => {
  const { t } = useTranslation('regions');
  return useCallback(
    (country: string | null | undefined, region: string | null | undefined): string | undefined => {
      if (!region) return undefined;
      const names = country ? t(country, { returnObjects: true, defaultValue: {} }) : {};
      return (typeof names === 'object' && (names as RegionNames)[region]) || region;
    },
    [t],
  );
};

/** A country's regions for a list: stored names as values, labelled and ordered in the interface language. */
export const useRegionOptions = () => {
  const { i18n } = useTranslation();
  const regionName = useRegionName();
  return useCallback(
    (country: string | null | undefined, regions: readonly string[]): RegionOption[] =>
      regions
        .map((region) => ({ value: region, label: regionName(country, region) ?? region }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [i18n.language, regionName],
  );
};
