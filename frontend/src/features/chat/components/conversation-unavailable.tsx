import { BLOCK_ERRORS } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';

/** Why a conversation cannot be opened: not the member's, the other member is gone, or blocked the member. */
export const ConversationUnavailable = ({ code }: { code: string }) => {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const blocked = code === BLOCK_ERRORS.BLOCKED_BY_MEMBER;
  return (
    <div className="text-center p-4 p-md-5">
      <span className={`status-icon status-icon--${blocked ? 'danger' : 'primary'} mx-auto mb-3`}>
        <Icon name={blocked ? 'shield' : 'alert'} />
      </span>
      <h1 className="h4">{errorText(code)}</h1>
      <Link className="btn btn-primary mt-2" to={paths.chats}>
        {t('backToChats')}
      </Link>
    </div>
  );
};
