import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PhotoUrls } from '@dating/domain';
import { ProfilePhoto } from '../profile/profile-photo.js';
import { Modal } from '../ui/modal.js';
import { memberPath } from '../../config/paths.js';
import './likes.scss';

type MemberSpotlightModalProps = {
  member: { id: string; name: string; main_image: PhotoUrls | null };
  title: string;
  text: ReactNode;
  /** The button's label; it opens `to`. */
  action: string;
  to: string;
  onClose: () => void;
};

/**
 * Spec §3 match and like modals: a member's photo and one button. A click anywhere closes it; the photo opens the
 * member's profile and the button goes where it says.
 */
export const MemberSpotlightModal = ({ member, title, text, action, to, onClose }: MemberSpotlightModalProps) => {
  const { t } = useTranslation('likes');
  const titleId = useId();
  return (
    <Modal className="member-spotlight" dialogClassName="modal-sm" labelledBy={titleId} onEscape={onClose} onBackdrop={onClose}>
      {/* Any press inside closes it too; the links navigate first. */}
      <div className="modal-body text-center p-4" onClick={onClose}>
        <button type="button" className="btn-close position-absolute top-0 end-0 m-3" aria-label={t('modal.close')} />
        <h2 id={titleId} className="member-spotlight__title h4 mb-3">
          {title}
        </h2>
        <Link className="member-spotlight__photo d-inline-block mb-3" to={memberPath(member.id)} aria-label={t('modal.openProfile', { name: member.name })}>
          <ProfilePhoto name={member.name} url={member.main_image?.thumb_url} className="member-spotlight__image" />
        </Link>
        <p className="mb-4">{text}</p>
        <Link className="btn btn-primary w-100" to={to}>
          {action}
        </Link>
      </div>
    </Modal>
  );
};
