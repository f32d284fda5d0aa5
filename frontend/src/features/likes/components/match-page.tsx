import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfilePhoto } from '../../../components/profile/profile-photo.js';
import { PageLoading } from '../../../components/ui/page-loading.js';
import { memberPath } from '../../../config/paths.js';
import { useLikesQuery } from '../api/likes-api.js';
import { likesTabPath } from '../utils/likes-tabs.js';
import './likes.scss';

/** Spec §2 `/likes/m/{id}`: the match with one member, or a plain answer when the two do not match. */
export const MatchPage = ({ memberId }: { memberId: string }) => {
  const { t, i18n } = useTranslation('likes');
  const likesQuery = useLikesQuery(true);
  const likes = likesQuery.data;
  if (!likes) return <PageLoading queries={[likesQuery]} />;
  const match = likes.matches.find((candidate) => candidate.id === memberId);
  const card = likes.profiles.find((profile) => profile.id === memberId);
  return (
    <section className="match-page container py-4 py-md-5 text-center">
      {match && card ? (
        <>
          <h1 className="mb-3">{t('matchPage.title', { name: card.name })}</h1>
          <Link className="match-page__photo d-inline-block mb-3" to={memberPath(card.id)} aria-label={t('modal.openProfile', { name: card.name })}>
            <ProfilePhoto name={card.name} url={card.main_image?.thumb_url} className="member-spotlight__image" />
          </Link>
          <p className="text-body-secondary">
            {t('matchPage.since', { date: new Date(match.matched_at).toLocaleDateString(i18n.language, { dateStyle: 'long' }) })}
          </p>
          <Link className="btn btn-primary" to={memberPath(card.id)}>
            {t('modal.viewProfile')}
          </Link>
        </>
      ) : (
        <>
          <h1 className="mb-3">{t('matchPage.notAMatchTitle')}</h1>
          <p className="text-body-secondary">{t('matchPage.notAMatch')}</p>
        </>
      )}
      <p className="mt-4 mb-0">
        <Link to={likesTabPath('matches')}>{t('matchPage.allMatches')}</Link>
      </p>
    </section>
  );
};
