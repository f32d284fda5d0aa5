import { CookieList } from './cookie-list.js';
import { StaticPage } from './static-page.js';
import type { StaticPageProps } from './static-page.js';

const SECTIONS = ['storage', 'control'];

export const CookiesPage = ({ settings }: StaticPageProps) => (
  <StaticPage settings={settings} page="cookies" sections={SECTIONS} related={['privacy']}>
    <CookieList />
  </StaticPage>
);
