import type { OrderView } from '@dating/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { Toast } from '../../../components/ui/toast.js';
import { creditsBundlePath, orderResultPath, transactionPath } from '../../../config/paths.js';
import { toApiError } from '../../../lib/api-error.js';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { useGetOrderQuery, useRepeatOrderMutation } from '../api/credits-api.js';
import { usePurchaseIntent } from '../hooks/use-purchase-intent.js';

const POLL_MS = 2_000;
const isOpen = (order: OrderView | undefined) => !order || order.status === 'loading' || order.status === 'pending';

/** Spec §4 payment states: being processed, completed (credits in, a toast with the order number), or not paid (try again). */
export const OrderResult = ({ orderId }: { orderId: string }) => {
  const { t } = useTranslation('credits');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [polling, setPolling] = useState(true);
  const { data: order, isError } = useGetOrderQuery(orderId, { pollingInterval: polling ? POLL_MS : 0 });
  const [toastShown, setToastShown] = useState(false);
  const [repeat, { isLoading: repeating, error: retryError }] = useRepeatOrderMutation();
  const purchase = usePurchaseIntent();
  const retry = async (bundleId: number) => {
    const placed = await purchase.send({ bundle_id: bundleId }, (request) => repeat(request).unwrap());
    if (placed) navigate(orderResultPath(placed.order.id));
  };
  const errorText = useErrorText();
  const retryFailure = toApiError(retryError);
  const closeToast = useCallback(() => setToastShown(false), []);

  useEffect(() => {
    if (isOpen(order)) return;
    setPolling(false);
    // Paid, the bonus is used; not paid, it is back: either way the prices and the countdown change.
    dispatch(baseApi.util.invalidateTags([API_TAGS.user, API_TAGS.timeBonus]));
    if (order?.status === 'completed') setToastShown(true);
  }, [order, dispatch]);

  if (isError) return <div className="alert alert-danger" role="alert">{t('result.unknown')}</div>;
  if (!order || order.status === 'loading') {
    return (
      <div className="alert alert-info d-flex align-items-center gap-2" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        {t('result.loading')}
      </div>
    );
  }
  if (order.status === 'pending') return <div className="alert alert-info" role="status">{t('result.pending')}</div>;
  if (order.status === 'completed') {
    return (
      <>
        <div className="alert alert-success" role="status">
          {t('result.completed', { count: order.credits, number: order.number })} <Link to={transactionPath(order.id)}>{t('result.receipt')}</Link>
        </div>
        {toastShown && (
          <Toast onClose={closeToast} closeLabel={t('result.closeToast')}>
            {t('result.toast', { number: order.number })}
          </Toast>
        )}
      </>
    );
  }
  return (
    <div className="alert alert-warning" role="alert">
      <p className="mb-2">{t(`result.${order.status}`)}</p>
      {retryFailure && <p className="mb-2 fw-semibold">{t('result.retryFailed', { reason: errorText(retryFailure.code, retryFailure.params) })}</p>}
      {order.recurring ? (
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" disabled={repeating} onClick={() => void retry(order.bundle_id)}>
            {t('result.retry')}
          </button>
          <Link className="btn btn-outline-primary" to={creditsBundlePath(order.bundle_id, 'paypal')}>
            {t('result.payPal')}
          </Link>
        </div>
      ) : (
        <Link className="btn btn-primary" to={creditsBundlePath(order.bundle_id)}>
          {t('result.otherMethod')}
        </Link>
      )}
    </div>
  );
};
