import { TERMS_VERSION_DATE } from '../utils/page-values.js';
import { StaticPage } from './static-page.js';
import type { StaticPageProps } from './static-page.js';

const SECTIONS = ['adults', 'credits', 'conduct', 'fictional', 'deletion', 'liability', 'changes'];

export const TermsPage = ({ settings }: StaticPageProps) => (
  <StaticPage
    settings={settings}
    page="terms"
    sections={SECTIONS}
    versionDate={TERMS_VERSION_DATE}
    related={['privacy', 'ban', 'returnPolicy']}
  />
);
