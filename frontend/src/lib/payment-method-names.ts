import type { PaymentMethod } from '@dating/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Brand names stay as their owners write them; only generic methods are translated (credits:methods.*). */
const METHOD_BRANDS: Partial<Record<PaymentMethod, string>> = {
  prezelewy24: 'Przelewy24',
  postepay: 'Postepay',
  blik: 'BLIK',
  mastercard: 'Mastercard',
  visa: 'Visa',
  nexi: 'Nexi',
  cartebancaire: 'Carte Bancaire',
  dankort: 'Dankort',
  mobilepay: 'MobilePay',
  swish: 'Swish',
  twint: 'TWINT',
  satispay: 'Satispay',
  vipps: 'Vipps',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  applepay: 'Apple Pay',
  paysafecard: 'paysafecard',
  maestro: 'Maestro',
  paypal: 'PayPal',
  eps: 'EPS',
};

/** A method's name as the member reads it: the brand, or the translated description of a generic method. */
export const usePaymentMethodName = () => {
  const { t } = useTranslation('credits');
  return useCallback((method: PaymentMethod) => METHOD_BRANDS[method] ?? t(`methods.${method}`), [t]);
};
