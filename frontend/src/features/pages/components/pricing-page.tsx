import { pageValues } from '../utils/page-values.js';
import { BundlePrices } from './bundle-prices.js';
import { PriceList } from './price-list.js';
import { StaticPage } from './static-page.js';
import type { StaticPageProps } from './static-page.js';

const SECTIONS = ['bundles', 'premium', 'welcome', 'noSubscription', 'refunds'];

export const PricingPage = ({ settings }: StaticPageProps) => (
  <StaticPage settings={settings} page="pricing" sections={SECTIONS} related={['returnPolicy', 'faq']}>
    <PriceList values={pageValues(settings)} />
    <BundlePrices />
  </StaticPage>
);
