import type { ComponentType } from 'react';
import { PageLoading } from '../../components/ui/page-loading.js';
import type { StaticPageProps } from '../../features/pages/components/static-page.js';
import { useSettingsQuery } from '../../features/site/hooks/use-settings.js';

/** A static page quotes the site settings (name, contact details, credit prices): it waits for them. */
export const staticPageRoute = (Page: ComponentType<StaticPageProps>) => {
  const StaticPageRoute = () => {
    const settingsQuery = useSettingsQuery();
    return settingsQuery.data ? <Page settings={settingsQuery.data} /> : <PageLoading queries={[settingsQuery]} />;
  };
  return StaticPageRoute;
};
