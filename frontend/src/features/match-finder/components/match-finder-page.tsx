import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { likeButtonsFor } from '../../../components/likes/like-button.js';
import { ProfileGrid } from '../../../components/profile/profile-grid.js';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { Icon } from '../../../components/ui/icons.js';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useGetMatchSuggestionsQuery } from '../api/match-finder-api.js';
import './match-finder.scss';

type MatchFinderPageProps = { fictionalNotice: FictionalNotice };

/** Spec §2 match finder: members who fit the member's gender and sexuality, nearest first. */
export const MatchFinderPage = ({ fictionalNotice }: MatchFinderPageProps) => {
  const { t } = useTranslation('members');
  const errorText = useErrorText();
  const { data: suggestions, error } = useGetMatchSuggestionsQuery();
  return (
    <section className="container py-4 py-md-5">
      <header className="match-finder__header text-center mx-auto mb-4 mb-md-5">
        <span className="status-icon status-icon--primary mx-auto mb-3">
          <Icon name="heart" />
        </span>
        <h1 className="match-finder__title">{t('matchFinder.title')}</h1>
        <p className="text-body-secondary mb-0">{t('matchFinder.intro')}</p>
      </header>
      {error && <AlertMessage variant="danger">{errorText(toApiError(error)!.code)}</AlertMessage>}
      {!error && !suggestions && <PageSpinner />}
      {suggestions?.length === 0 && (
        <div className="text-center py-4">
          <p className="text-body-secondary">{t('matchFinder.empty')}</p>
          <Link className="btn btn-primary" to={paths.myProfile}>
            {t('matchFinder.completeProfile')}
          </Link>
        </div>
      )}
      {suggestions && suggestions.length > 0 && (
        <ProfileGrid profiles={suggestions} fictionalNotice={fictionalNotice} label={t('matchFinder.title')} renderAction={likeButtonsFor(true)} />
      )}
    </section>
  );
};
