import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons.js';
import { useErrorText } from '../../i18n/use-error-text.js';
import type { MatchedMember } from './match-announcer.js';
import { LoginPrompt } from './login-prompt.js';
import { useLikeToggle } from './use-like-toggle.js';
import './likes.scss';

type LikeButtonProps = {
  member: MatchedMember;
  /** Visitors see the button too; pressing it asks them to log in or sign up. */
  loggedIn: boolean;
  /** On a card: a round heart over the photo; on a profile: a button with its word. */
  compact?: boolean;
};

/** Spec §2 like button: a toggle (pressed while the member is liked); visitors are asked to log in or sign up first. */
export const LikeButton = ({ member, loggedIn, compact = false }: LikeButtonProps) => {
  const { t } = useTranslation('likes');
  const errorText = useErrorText();
  const { liked, busy, toggle, errorCode } = useLikeToggle(member, loggedIn);
  const [prompting, setPrompting] = useState(false);
  const press = () => (loggedIn ? void toggle() : setPrompting(true));
  const name = liked ? t('button.unlikeName', { name: member.name }) : t('button.likeName', { name: member.name });
  return (
    <>
      <button
        type="button"
        className={`like-button btn ${compact ? 'like-button--compact' : ''} ${liked ? 'btn-primary' : 'btn-outline-primary'}`}
        aria-pressed={liked}
        aria-label={compact ? name : undefined}
        title={compact ? name : undefined}
        disabled={busy}
        onClick={press}
      >
        <Icon name="heart" className={liked ? 'like-button__heart--filled' : undefined} />
        {!compact && <span className="ms-2">{liked ? t('button.liked') : t('button.like')}</span>}
      </button>
      {errorCode && (
        <p className="like-button__error text-danger small mb-0 mt-1" role="alert">
          {errorText(errorCode)}
        </p>
      )}
      {prompting && <LoginPrompt onClose={() => setPrompting(false)} />}
    </>
  );
};

/** The like buttons of result cards (ProfileGrid's renderAction). */
export const likeButtonsFor = (loggedIn: boolean) => (member: MatchedMember) => <LikeButton member={member} loggedIn={loggedIn} compact />;
