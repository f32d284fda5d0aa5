import { ContactOptions } from './contact-options.js';
import { StaticPage } from './static-page.js';
import type { StaticPageProps } from './static-page.js';

const SECTIONS = ['topics', 'tips'];

export const ServicePage = ({ settings }: StaticPageProps) => (
  <StaticPage settings={settings} page="service" sections={SECTIONS} related={['faq', 'complaints', 'returnPolicy']}>
    <ContactOptions email={settings.support_email} phone={settings.support_phone} />
  </StaticPage>
);
