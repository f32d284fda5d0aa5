import { useGetCompanyInfoQuery } from '../../../lib/catalog-api.js';
import { termsVersionDate } from '../utils/page-values.js';
import { StaticPage } from './static-page.js';
import type { StaticPageProps } from './static-page.js';

const SECTIONS = ['adults', 'credits', 'conduct', 'fictional', 'deletion', 'liability', 'changes'];

export const TermsPage = ({ settings }: StaticPageProps) => {
  const company = useGetCompanyInfoQuery();
  // No date until the company's is known: a date that changes under the reader's eyes would not be trusted.
  const versionDate = company.data || company.isError ? termsVersionDate(company.data?.added) : undefined;
  return <StaticPage settings={settings} page="terms" sections={SECTIONS} versionDate={versionDate} related={['privacy', 'ban', 'returnPolicy']} />;
};
