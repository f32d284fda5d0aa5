import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberChatPath, memberPath } from '../../config/paths.js';
import { ProfilePhoto } from '../profile/profile-photo.js';
import type { MatchedMember } from './match-announcer.js';
import './likes.scss';

/**
 * Spec §3 match modal, as a sheet that leaves the page usable (the swipe game goes on beneath it): the member's photo,
 * "Send a message" (their chat), "View profile" and "Keep swiping" (closes it). It takes the focus so its news is read
 * out, gives it back where it was when closed, and closes on Escape, on a press anywhere on it but its links, and on
 * a press on the page around it, which that press still reaches.
 */
export const MatchPopup = ({ member, onClose }: { member: MatchedMember; onClose: () => void }) => {
  const { t } = useTranslation('likes');
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    sheet.current?.focus({ preventScroll: true });
    // Focus left inside the sheet falls to the page's body when it goes: back to where the member was.
    return () => {
      if (before?.isConnected && (document.activeElement === null || document.activeElement === document.body)) before.focus();
    };
  }, []);
  useEffect(() => {
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    const pressOutside = (event: PointerEvent) => !sheet.current?.contains(event.target as Node) && onClose();
    document.addEventListener('keydown', escape);
    document.addEventListener('pointerdown', pressOutside);
    return () => {
      document.removeEventListener('keydown', escape);
      document.removeEventListener('pointerdown', pressOutside);
    };
  }, [onClose]);
  return (
    <div ref={sheet} className="match-popup bg-body shadow-lg p-3" role="dialog" aria-modal="false" aria-labelledby={titleId} tabIndex={-1} onClick={onClose}>
      <div className="d-flex gap-3 align-items-center">
        <Link className="match-popup__photo flex-shrink-0" to={memberPath(member.id)} aria-label={t('modal.openProfile', { name: member.name })}>
          <ProfilePhoto name={member.name} url={member.main_image?.thumb_url} className="match-popup__image" />
        </Link>
        <div className="match-popup__text flex-grow-1">
          <h2 id={titleId} className="match-popup__title h5 mb-1">
            {t('match.title')}
          </h2>
          <p className="mb-0">{t('match.text', { name: member.name })}</p>
        </div>
        <button type="button" className="btn-close flex-shrink-0 align-self-start" aria-label={t('modal.close')} onClick={onClose} />
      </div>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Link className="btn btn-primary btn-sm" to={memberChatPath(member.id)}>
          {t('match.sendMessage')}
        </Link>
        <Link className="btn btn-outline-primary btn-sm" to={memberPath(member.id)}>
          {t('modal.viewProfile')}
        </Link>
        <button type="button" className="btn btn-link btn-sm" onClick={onClose}>
          {t('match.keepSwiping')}
        </button>
      </div>
    </div>
  );
};
