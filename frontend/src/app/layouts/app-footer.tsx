import { usePageLinks } from '../../features/pages/hooks/use-page-links.js';
import { SiteFooter } from '../../features/layout/components/site-footer.js';
import { useSettings } from '../../features/site/hooks/use-settings.js';
import { fictionalNoticeOf } from '../routes/session-gates.js';

/** Spec §2 footer: terms, privacy, cookies, ban, pricing, complaints, return policy, FAQ and support; the disclaimers. */
export const AppFooter = () => {
  const settings = useSettings();
  return <SiteFooter siteName={settings?.name} links={usePageLinks()} fictionalNotice={settings && fictionalNoticeOf(settings)} />;
};
