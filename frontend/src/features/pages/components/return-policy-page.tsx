import { StaticPage } from './static-page.js';
import type { StaticPageProps } from './static-page.js';

const SECTIONS = ['unused', 'used', 'free', 'request'];

export const ReturnPolicyPage = ({ settings }: StaticPageProps) => (
  <StaticPage settings={settings} page="returnPolicy" sections={SECTIONS} related={['pricing', 'service']} />
);
