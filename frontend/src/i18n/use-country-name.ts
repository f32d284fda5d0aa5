import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Country names in the interface language, from the browser's own data (no translation files needed). */
export const useCountryName = () => {
  const { i18n } = useTranslation();
  const names = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  return useCallback((code: string) => names.of(code) ?? code, [names]);
};
