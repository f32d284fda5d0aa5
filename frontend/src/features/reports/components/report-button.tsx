import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from '../../../components/ui/toast.js';
import { ReportDialog } from './report-dialog.js';

type ReportButtonProps = { memberId: string; messageIds?: readonly string[] };

const NO_MESSAGES: readonly string[] = [];

/** Reports a member to staff (with the chosen messages, from a conversation); a toast confirms it was sent. */
export const ReportButton = ({ memberId, messageIds = NO_MESSAGES }: ReportButtonProps) => {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closeToast = useCallback(() => setSent(false), []);
  // The focus goes back to the button that opened the dialog, not to the top of the page.
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <>
      <button ref={button} type="button" className="btn btn-sm btn-outline-dark" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('button')}
      </button>
      {open && (
        <ReportDialog
          memberId={memberId}
          messageIds={messageIds}
          onClose={close}
          onSent={() => {
            close();
            setSent(true);
          }}
        />
      )}
      {sent && (
        <Toast onClose={closeToast} closeLabel={t('closeToast')}>
          {t('sent')}
        </Toast>
      )}
    </>
  );
};
