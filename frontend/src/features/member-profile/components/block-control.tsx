import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { useBlockMemberMutation, useUnblockMemberMutation } from '../api/member-profile-api.js';

type BlockControlProps = { memberId: string; name: string; blocked: boolean };

/** Block (after a confirmation) or unblock a member; blocking hides each from the other. */
export const BlockControl = ({ memberId, name, blocked }: BlockControlProps) => {
  const { t } = useTranslation('members');
  const [confirming, setConfirming] = useState(false);
  const [block, blocking] = useBlockMemberMutation();
  const [unblock, unblocking] = useUnblockMemberMutation();
  const nextButton = useFocusAfterChange(blocked);

  if (blocked) {
    return (
      <div
        className="alert alert-light border d-flex flex-wrap align-items-center justify-content-between gap-2 mb-0"
        role="status"
      >
        <span>{t('profile.block.youBlocked', { name })}</span>
        <button
          ref={nextButton}
          type="button"
          className="btn btn-sm btn-dark"
          disabled={unblocking.isLoading}
          onClick={() => void unblock(memberId)}
        >
          {t('profile.block.unblock')}
        </button>
      </div>
    );
  }
  const confirm = async () => {
    await block(memberId);
    setConfirming(false);
  };
  return (
    <>
      <button ref={nextButton} type="button" className="btn btn-sm btn-outline-danger" onClick={() => setConfirming(true)}>
        {t('profile.block.block')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('profile.block.confirmTitle', { name })}
          confirmLabel={t('profile.block.confirm')}
          cancelLabel={t('profile.block.cancel')}
          variant="danger"
          busy={blocking.isLoading}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        >
          <p className="mb-0">{t('profile.block.confirmBody', { name })}</p>
        </ConfirmDialog>
      )}
    </>
  );
};

/** The button that pressed Block (or Unblock) goes away: focus moves to the one taking its place, not to the page. */
const useFocusAfterChange = (blocked: boolean) => {
  const button = useRef<HTMLButtonElement>(null);
  const shown = useRef(blocked);
  useEffect(() => {
    if (shown.current === blocked) return;
    shown.current = blocked;
    button.current?.focus();
  }, [blocked]);
  return button;
};
