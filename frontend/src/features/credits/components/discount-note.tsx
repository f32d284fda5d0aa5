import type { DiscountNoteView } from '@dating/domain';
import { useTranslation } from 'react-i18next';

/** Why the welcome bonus left the prices (an unpaid order holds it) or came back (that order was not paid): prices never change unexplained. */
export const DiscountNote = ({ note }: { note: DiscountNoteView }) => {
  const { t, i18n } = useTranslation('credits');
  const values = { percentage: note.percentage, number: note.order_number };
  if (note.kind === 'returned') {
    return (
      <p className="credits-page__note alert alert-success" role="status">
        {t(`discountNote.returned.${note.status}`, values)}
      </p>
    );
  }
  const time = note.until && new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(new Date(note.until));
  return (
    <p className="credits-page__note alert alert-info" role="status">
      {time ? t('discountNote.heldUntil', { ...values, time }) : t('discountNote.held', values)}
    </p>
  );
};
