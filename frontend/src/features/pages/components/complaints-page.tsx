import { ContactOptions } from './contact-options.js';
import { StaticPage } from './static-page.js';
import type { StaticPageProps } from './static-page.js';

const SECTIONS = ['how', 'next', 'escalate', 'members'];

export const ComplaintsPage = ({ settings }: StaticPageProps) => (
  <StaticPage settings={settings} page="complaints" sections={SECTIONS} related={['service', 'ban']}>
    <ContactOptions email={settings.support_email} phone={settings.support_phone} />
  </StaticPage>
);
