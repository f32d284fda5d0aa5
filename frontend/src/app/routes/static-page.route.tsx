import type { ComponentType } from 'react';
import { PageSpinner } from '../../components/ui/page-spinner.js';
import type { StaticPageProps } from '../../features/pages/components/static-page.js';
import { useSettings } from '../../features/site/hooks/use-settings.js';

/** A static page quotes the site settings (name, contact details, credit prices): it waits for them. */
export const staticPageRoute = (Page: ComponentType<StaticPageProps>) => {
  const StaticPageRoute = () => {
    const settings = useSettings();
    return settings ? <Page settings={settings} /> : <PageSpinner />;
  };
  return StaticPageRoute;
};
