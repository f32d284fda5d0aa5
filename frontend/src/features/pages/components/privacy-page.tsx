import { StaticPage } from './static-page.js';
import type { StaticPageProps } from './static-page.js';

const SECTIONS = ['stored', 'purposes', 'encryption', 'orientation', 'sharing', 'rights', 'selling', 'contact'];

export const PrivacyPage = ({ settings }: StaticPageProps) => (
  <StaticPage settings={settings} page="privacy" sections={SECTIONS} related={['cookies', 'terms']} />
);
