import { fireEvent, screen } from '@testing-library/react';
import type { OrderView } from '@dating/domain';
import { renderScreen } from '../../../testing/render-screen.js';
import { OrderResult } from './order-result.js';

const ORDER_ID = '7d1f6a2e-3b4c-4d5e-8f90-a1b2c3d4e5f6';
const failedRecurringOrder: OrderView = {
  id: ORDER_ID,
  number: 'A-1042',
  status: 'failed',
  bundle_id: 2,
  credits: 100,
  method: 'creditcard',
  currency: 'EUR',
  price: 2_495,
  discount_amount: 0,
  discount_code: null,
  amount: 2_495,
  vat_percentage: 21,
  vat_amount: 433,
  created_at: '2026-11-28T09:00:00.000Z',
  completed_at: null,
  recurring: true,
  reversed_credits: 0,
};

describe(OrderResult.name, () => {
  it('says why trying a failed card payment again did not work, and still offers PayPal', async () => {
    const { calls } = await renderScreen(<OrderResult orderId={ORDER_ID} />, {
      'GET /api/order.php': { body: failedRecurringOrder },
      'POST /api/repeat-order.php': { status: 402, body: { statusCode: 402, code: 'ORDER.PAYMENT_FAILED' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Trying again did not work: Payment failed')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/repeat-order.php')).toEqual([{ method: 'POST', path: '/api/repeat-order.php', body: { bundle_id: 2, idempotency_key: expect.any(String) } }]);
    expect(screen.getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute('href', '/credits/2/paypal');
  });
});
