import { useTranslation } from 'react-i18next';
import { memberPath } from '../../config/paths.js';
import type { MatchedMember } from './match-announcer.js';
import { MemberSpotlightModal } from './member-spotlight-modal.js';

/** Spec §3: shown when a like makes the pair mutual. Its button leads to the member (the chat joins there with messages). */
export const MatchModal = ({ member, onClose }: { member: MatchedMember; onClose: () => void }) => {
  const { t } = useTranslation('likes');
  return (
    <MemberSpotlightModal
      member={member}
      title={t('match.title')}
      text={t('match.text', { name: member.name })}
      action={t('modal.viewProfile')}
      to={memberPath(member.id)}
      onClose={onClose}
    />
  );
};
