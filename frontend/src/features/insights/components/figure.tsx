import { useTranslation } from 'react-i18next';

/** A count, amount or share as the page shows it; one suppressed for standing on fewer than 10 members reads "< 10". */
export const Figure = ({ value, format = (shown) => shown.toLocaleString() }: { value: number | null; format?: (value: number) => string }) => {
  const { t } = useTranslation('staff');
  if (value === null) return <abbr title={t('insights.suppressedTitle')}>{t('insights.suppressed')}</abbr>;
  return <>{format(value)}</>;
};
