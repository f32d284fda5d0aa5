import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { transactionPath } from '../../../config/paths.js';
import { toApiError } from '../../../lib/api-error.js';
import { formatDateTime } from '../../../lib/dates.js';
import { formatMoney } from '../../../lib/money.js';
import { usePaymentMethodName } from '../../../lib/payment-method-names.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { useCountryName } from '../../../i18n/use-country-name.js';
import { useGetReceiptQuery } from '../api/wallet-api.js';
import './wallet.scss';

/** Spec route /transactions/{id}: the receipt of a paid order, with the seller (company info) and the VAT. */
export const ReceiptPage = ({ orderId }: { orderId: string }) => {
  const { t, i18n } = useTranslation('credits');
  const errorText = useErrorText();
  const methodName = usePaymentMethodName();
  const countryName = useCountryName();
  const { data, isLoading, error } = useGetReceiptQuery(orderId);
  if (isLoading) return <PageSpinner />;
  if (!data) {
    return (
      <div className="container py-4">
        <div className="alert alert-warning" role="alert">
          {errorText(toApiError(error)?.code ?? 'GENERIC.ERROR')} <Link to={transactionPath()}>{t('receipt.back')}</Link>
        </div>
      </div>
    );
  }
  const { order, company } = data;
  const money = (cents: number) => formatMoney(cents, order.currency, i18n.language);
  return (
    <div className="container wallet-page receipt py-4">
      <p className="receipt__actions">
        <Link to={transactionPath()}>{t('receipt.back')}</Link>{' '}
        <button type="button" className="btn btn-outline-primary btn-sm ms-2" onClick={() => window.print()}>
          {t('receipt.print')}
        </button>
      </p>
      <h1 className="h2">{t('receipt.title', { number: order.number })}</h1>
      <address className="receipt__seller">
        <strong>{company.name}</strong>
        <br />
        {company.address}, {company.city}, {countryName(company.country)}
        <br />
        {t('receipt.kvk', { kvk: company.kvk })}
        {company.vat_numbers.length > 0 && (
          <>
            <br />
            {t('receipt.vatNumbers', { numbers: company.vat_numbers.join(', ') })}
          </>
        )}
      </address>
      <dl className="receipt__lines">
        <dt>{t('receipt.date')}</dt>
        <dd>{formatDateTime(order.completed_at ?? order.created_at, i18n.language)}</dd>
        <dt>{t('checkout.bundle')}</dt>
        <dd>{t('bundles.credits', { count: order.credits })}</dd>
        <dt>{t('transactions.method')}</dt>
        <dd>{methodName(order.method)}</dd>
        <dt>{t('checkout.price')}</dt>
        <dd>{money(order.price)}</dd>
        {order.discount_amount > 0 && (
          <>
            <dt>{t('checkout.discount', { code: order.discount_code ?? '' })}</dt>
            <dd>−{money(order.discount_amount)}</dd>
          </>
        )}
        <dt>{t('receipt.vat', { percentage: order.vat_percentage })}</dt>
        <dd>{money(order.vat_amount)}</dd>
        <dt className="receipt__total">{t('checkout.total')}</dt>
        <dd className="receipt__total">{money(order.amount)}</dd>
      </dl>
    </div>
  );
};
