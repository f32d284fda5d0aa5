import type { OrderView, WalletMovementView } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.js';
import { transactionPath } from '../../../config/paths.js';
import { formatDateTime } from '../../../lib/dates.js';
import { useGetTransactionsQuery } from '../api/wallet-api.js';
import { formatMoney } from '../../../lib/money.js';
import { usePaymentMethodName } from '../../../lib/payment-method-names.js';
import './wallet.scss';

const STATUS_CLASS: Record<OrderView['status'], string> = {
  loading: 'text-bg-light',
  pending: 'text-bg-light',
  completed: 'text-bg-success',
  failed: 'text-bg-danger',
  cancelled: 'text-bg-secondary',
  expired: 'text-bg-secondary',
};

const OrdersTable = ({ orders }: { orders: OrderView[] }) => {
  const { t, i18n } = useTranslation('credits');
  const methodName = usePaymentMethodName();
  return (
    <table className="table stacked-table">
      <caption>{t('transactions.ordersCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('transactions.date')}</th>
          <th scope="col">{t('transactions.number')}</th>
          <th scope="col">{t('transactions.credits')}</th>
          <th scope="col">{t('transactions.amount')}</th>
          <th scope="col">{t('transactions.method')}</th>
          <th scope="col">{t('transactions.status')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <td data-label={t('transactions.date')}>{formatDateTime(order.created_at, i18n.language)}</td>
            <td data-label={t('transactions.number')}>
              {order.status === 'completed' ? <Link to={transactionPath(order.id)}>{order.number}</Link> : order.number}
            </td>
            <td data-label={t('transactions.credits')}>{order.credits}</td>
            <td data-label={t('transactions.amount')}>{formatMoney(order.amount, order.currency, i18n.language)}</td>
            <td data-label={t('transactions.method')}>{methodName(order.method)}</td>
            <td data-label={t('transactions.status')}>
              <span className={`badge ${STATUS_CLASS[order.status]}`}>{t(`transactions.statuses.${order.status}`)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

const MovementsTable = ({ movements }: { movements: WalletMovementView[] }) => {
  const { t, i18n } = useTranslation('credits');
  return (
    <table className="table stacked-table">
      <caption>{t('transactions.movementsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('transactions.date')}</th>
          <th scope="col">{t('transactions.what')}</th>
          <th scope="col">{t('transactions.credits')}</th>
          <th scope="col">{t('transactions.balance')}</th>
        </tr>
      </thead>
      <tbody>
        {movements.map((movement) => (
          <tr key={movement.id}>
            <td data-label={t('transactions.date')}>{formatDateTime(movement.at, i18n.language)}</td>
            <td data-label={t('transactions.what')}>
              {t(`transactions.kinds.${movement.kind}`, { reason: movement.reason ? t(`transactions.reasons.${movement.reason}`, { defaultValue: movement.reason }) : '' })}
            </td>
            <td data-label={t('transactions.credits')}>{movement.credits > 0 ? `+${movement.credits}` : movement.credits}</td>
            <td data-label={t('transactions.balance')}>{movement.balance}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** Spec route /transactions: every order and every change of the balance, receipts for paid orders. */
export const TransactionsPage = () => {
  const { t } = useTranslation('credits');
  const transactions = useGetTransactionsQuery();
  const { data } = transactions;
  if (!data) return <PageLoading queries={[transactions]} />;
  return (
    <div className="container wallet-page py-4">
      <h1 className="h2">{t('transactions.title')}</h1>
      <p>{t('page.balance', { count: data.balance })}</p>
      {data.orders.length === 0 && data.movements.length === 0 ? (
        <p>{t('transactions.empty')}</p>
      ) : (
        <>
          {data.orders.length > 0 && <OrdersTable orders={data.orders} />}
          {data.movements.length > 0 && <MovementsTable movements={data.movements} />}
        </>
      )}
    </div>
  );
};
