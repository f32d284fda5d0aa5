import { useTranslation } from 'react-i18next';
import { likeButtonsFor } from '../../../components/likes/like-button.js';
import { WaysToMeetLinks } from '../../../components/likes/ways-to-meet-links.js';
import type { FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { ProfileGrid } from '../../../components/profile/profile-grid.js';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { Icon } from '../../../components/ui/icons.js';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { API_ERRORS } from '../../../lib/error-codes.js';
import { useGetSignupMatchesQuery } from '../api/signup-matches-api.js';
import './signup-matches.scss';

/** Spec §2 `/signup-matches`: right after signup, members who suit what the newcomer looks for, each with a like button. */
export const SignupMatchesPage = ({ fictionalNotice }: { fictionalNotice: FictionalNotice }) => {
  const { t } = useTranslation('likes');
  const errorText = useErrorText();
  const { data: suggestions, isError } = useGetSignupMatchesQuery();
  return (
    <section className="container py-4 py-md-5">
      <header className="signup-matches__header text-center mx-auto mb-4">
        <span className="status-icon status-icon--primary mx-auto mb-3">
          <Icon name="heart" />
        </span>
        <h1>{t('signupMatches.title')}</h1>
        <p className="text-body-secondary mb-0">{t('signupMatches.intro')}</p>
      </header>
      {!suggestions && !isError && <PageSpinner />}
      {isError && <AlertMessage variant="danger">{errorText(API_ERRORS.GENERIC)}</AlertMessage>}
      {suggestions?.length === 0 && <p className="text-center text-body-secondary">{t('signupMatches.empty')}</p>}
      {suggestions && suggestions.length > 0 && (
        <ProfileGrid profiles={suggestions} fictionalNotice={fictionalNotice} label={t('signupMatches.title')} renderAction={likeButtonsFor(true)} />
      )}
      <WaysToMeetLinks className="mt-4" />
    </section>
  );
};
