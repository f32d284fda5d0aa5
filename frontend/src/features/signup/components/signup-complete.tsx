import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import type { Settings } from '../../../types/api.js';
import type { SignupOutcome } from '../hooks/use-signup-sending.js';
import { isCountAtLimit } from '../utils/match-search.js';
import { SignupHeading } from './signup-heading.js';
import type { HeadingProps } from './signup-heading.js';

/** The way on from the complete screen instead of the matches: the chat the signup was for. */
export type SignupNext = { to: string; label: string };

type SignupCompleteProps = HeadingProps & {
  outcome: SignupOutcome;
  /** Its signup credits and free messages are the welcome gift shown. */
  settings: Pick<Settings, 'signup_credits' | 'signup_free_messages'>;
  /** The resend button of the activation mail. */
  activation: ReactNode;
  onLeave?: () => void;
  next?: SignupNext;
};

/** Spec §4 complete: the member confirms the address (mail expected within a minute); the matches wait. */
export const SignupComplete = ({ outcome, settings, activation, onLeave, next, ...heading }: SignupCompleteProps) => {
  const { t, i18n } = useTranslation('signup');
  const errorText = useErrorText();
  const gifts = [
    settings.signup_free_messages > 0 && t('complete.giftFreeMessages', { count: settings.signup_free_messages }),
    settings.signup_credits > 0 && t('complete.giftCredits', { count: settings.signup_credits }),
  ].filter((gift): gift is string => Boolean(gift));
  const matches = `${outcome.matchCount}${isCountAtLimit(outcome.matchCount) ? '+' : ''}`;
  return (
    <div className="text-center">
      <div className="status-icon status-icon--primary mx-auto mb-4">
        <Icon name="mail" />
      </div>
      <SignupHeading {...heading} className="h2">
        {t('complete.title')}
      </SignupHeading>
      <p className="lead text-break">
        <Trans t={t} i18nKey="complete.body" values={{ email: outcome.email }} components={{ address: <strong /> }} />
      </p>
      <p className="text-body-secondary">{t('complete.spam')}</p>
      {gifts.length > 0 && (
        <p className="fw-semibold">{t('complete.welcomeGift', { gifts: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(gifts) })}</p>
      )}
      <div className="mb-4">{activation}</div>
      {outcome.photoError && (
        <p className="alert alert-warning text-start small">
          {t('complete.photoFailed')} {errorText(outcome.photoError.code, outcome.photoError.params)}
        </p>
      )}
      {outcome.pushFailed && <p className="alert alert-warning text-start small">{t('complete.pushFailed')}</p>}
      {next ? (
        <Link className="btn btn-primary btn-lg px-5" to={next.to} onClick={onLeave}>
          {next.label}
        </Link>
      ) : outcome.matchCount > 0 ? (
        <Link className="btn btn-primary btn-lg px-5" to={outcome.matchesPath} onClick={onLeave}>
          {t('complete.toMatches', { count: outcome.matchCount, number: matches })}
        </Link>
      ) : (
        <Link className="btn btn-primary btn-lg px-5" to={paths.members} onClick={onLeave}>
          {t('complete.continue')}
        </Link>
      )}
      <p className="mt-3 mb-0">
        <Link to={paths.signupMatches} onClick={onLeave}>
          {t('complete.likeMatches')}
        </Link>
      </p>
    </div>
  );
};
