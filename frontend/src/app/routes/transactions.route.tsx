import { useParams } from 'react-router';
import { ReceiptPage } from '../../features/wallet/components/receipt-page.js';
import { TransactionsPage } from '../../features/wallet/components/transactions-page.js';
import { MembersOnly } from './session-gates.js';

export const TransactionsRoute = () => {
  const { id } = useParams();
  return <MembersOnly>{() => (id ? <ReceiptPage orderId={id} /> : <TransactionsPage />)}</MembersOnly>;
};
