import { pageValues } from '../utils/page-values.js';
import { FaqList } from './faq-list.js';
import { StaticPage } from './static-page.js';
import type { StaticPageProps } from './static-page.js';

const QUESTIONS = ['credits', 'premium', 'freeMessages', 'deleteAccount', 'invisible', 'fictional'];

export const FaqPage = ({ settings }: StaticPageProps) => (
  <StaticPage settings={settings} page="faq" related={['pricing', 'service']}>
    <FaqList questions={QUESTIONS} values={pageValues(settings)} />
  </StaticPage>
);
