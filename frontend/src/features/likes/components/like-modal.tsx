import { useTranslation } from 'react-i18next';
import { memberPath } from '../../../config/paths.js';
import { useLikeModal } from '../hooks/use-like-modal.js';
import { MemberSpotlightModal } from '../../../components/likes/member-spotlight-modal.js';

/** Spec §3, §5: the like modal the query `t` opens; its button goes to the member's profile. */
export const LikeModal = ({ loggedIn }: { loggedIn: boolean }) => {
  const { t } = useTranslation('likes');
  const { profile, close } = useLikeModal(loggedIn);
  if (!profile) return null;
  return (
    <MemberSpotlightModal
      member={profile}
      title={t('likeModal.title', { name: profile.name })}
      text={t('likeModal.text')}
      action={t('modal.viewProfile')}
      to={memberPath(profile.id)}
      onClose={close}
    />
  );
};
