import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';
import { useGetChatsQuery } from '../../../lib/chats-endpoints.js';
import { useRemoveChatMutation } from '../api/chat-api.js';

/**
 * Spec §4/§5 removing by profile: every chat with the member the conversation is with goes, after the member
 * confirms. The list drops them at once and the page goes back to the chats; a refusal alerts and reloads the list.
 */
export const RemoveChatsButton = ({ profile }: { profile: { id: string; name: string } }) => {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const { refetch } = useGetChatsQuery();
  const [removeChat] = useRemoveChatMutation();
  const [asking, setAsking] = useState(false);
  const remove = async () => {
    setAsking(false);
    void navigate(paths.chats);
    const result = await removeChat({ profileId: profile.id });
    if (result.error) {
      window.alert(t('list.removeFailed'));
      void refetch();
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger conversation__remove"
        aria-haspopup="dialog"
        aria-label={t('list.removeAll', { name: profile.name })}
        title={t('list.removeAll', { name: profile.name })}
        onClick={() => setAsking(true)}
      >
        <Icon name="trash" />
      </button>
      {asking && (
        <ConfirmDialog
          title={t('list.removeAllTitle', { name: profile.name })}
          confirmLabel={t('list.removeConfirm')}
          cancelLabel={t('list.removeCancel')}
          variant="danger"
          alert
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        >
          <p className="mb-0">{t('list.removeAllBody', { name: profile.name })}</p>
        </ConfirmDialog>
      )}
    </>
  );
};
