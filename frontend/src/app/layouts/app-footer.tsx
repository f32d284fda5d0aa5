import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.js';
import { SiteFooter } from '../../features/layout/components/site-footer.js';
import type { FooterLink } from '../../features/layout/components/site-footer.js';
import { useSettings } from '../../features/site/hooks/use-settings.js';

/** Spec §2 footer. Terms, privacy, cookies, ban, pricing, complaints, return policy and FAQ join with their pages. */
export const AppFooter = () => {
  const { t } = useTranslation('common');
  const settings = useSettings();
  const links: FooterLink[] = [{ to: paths.home, label: t('footer.home') }];
  if (settings?.support_email) links.push({ href: `mailto:${settings.support_email}`, label: t('footer.support') });
  return <SiteFooter siteName={settings?.name} links={links} />;
};
