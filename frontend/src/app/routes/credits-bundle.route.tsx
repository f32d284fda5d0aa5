import { BundleCheckoutPage } from '../../features/credits/components/bundle-checkout-page.js';
import { MembersOnly } from './session-gates.js';

export const CreditsBundleRoute = () => <MembersOnly>{() => <BundleCheckoutPage />}</MembersOnly>;
