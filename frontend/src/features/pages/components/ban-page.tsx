import { StaticPage } from './static-page.js';
import type { StaticPageProps } from './static-page.js';

const SECTIONS = ['reasons', 'process', 'appeal'];
const LISTS = { reasons: ['minors', 'harassment', 'spam', 'money', 'identity', 'images', 'fraud'] };

export const BanPage = ({ settings }: StaticPageProps) => (
  <StaticPage settings={settings} page="ban" sections={SECTIONS} lists={LISTS} related={['terms', 'complaints']} />
);
