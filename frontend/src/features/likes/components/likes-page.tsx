import type { LikesView, ProfileCard } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { likeButtonsFor } from '../../../components/likes/like-button.js';
import { WaysToMeetLinks } from '../../../components/likes/ways-to-meet-links.js';
import type { FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { ProfileGrid } from '../../../components/profile/profile-grid.js';
import { PageLoading } from '../../../components/ui/page-loading.js';
import { newLikesCount, useLikesQuery } from '../api/likes-api.js';
import { LIKES_TABS, likesMatchPath, likesTabPath, type LikesTab } from '../utils/likes-tabs.js';
import './likes.scss';

type LikesPageProps = { tab: LikesTab; fictionalNotice: FictionalNotice };

/** The cards of a tab: received likes new first (the server's order), given likes newest first, matches newest first. */
const cardsOf = (likes: LikesView, tab: LikesTab): ProfileCard[] => {
  if (tab === 'received') return likes.liked_by.map((like) => like.profile);
  if (tab === 'given') return likes.profiles;
  const cards = new Map([...likes.profiles, ...likes.liked_by.map((like) => like.profile)].map((card) => [card.id, card]));
  return likes.matches.flatMap((match) => cards.get(match.id) ?? []);
};

/** Spec §2 likes: received (new ones first and marked), given and matches, each a tab with its own address. */
export const LikesPage = ({ tab, fictionalNotice }: LikesPageProps) => {
  const { t } = useTranslation('likes');
  const likesQuery = useLikesQuery(true);
  const likes = likesQuery.data;
  const likeButtonOn = likeButtonsFor(true);
  const counts: Record<LikesTab, number> = {
    received: likes?.liked_by.length ?? 0,
    given: likes?.profiles.length ?? 0,
    matches: likes?.matches.length ?? 0,
  };
  const newIds = new Set(likes?.liked_by.filter((like) => like.like_new).map((like) => like.id));
  const cards = likes ? cardsOf(likes, tab) : [];
  return (
    <section className="likes-page container py-4 py-md-5">
      <h1 className="mb-3">{t('page.title')}</h1>
      <nav aria-label={t('page.tabsLabel')}>
        {/* The tabs wrap to a second row where a language's words need it, never past a phone's edge. */}
        <ul className="nav nav-pills likes-page__tabs gap-1 mb-4">
          {LIKES_TABS.map((name) => (
            <li className="nav-item" key={name}>
              <NavLink className="nav-link text-nowrap" to={likesTabPath(name)} aria-current={name === tab ? 'page' : undefined}>
                {t(`page.tabs.${name}`)}
                <span className="likes-page__count ms-1">{counts[name]}</span>
                {name === 'received' && newLikesCount(likes) > 0 && (
                  <span className="badge rounded-pill text-bg-danger ms-1">
                    {newLikesCount(likes)}
                    <span className="visually-hidden"> {t('page.newCount', { count: newLikesCount(likes) })}</span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {!likes && <PageLoading queries={[likesQuery]} />}
      {likes && cards.length === 0 && (
        <div className="likes-page__empty text-center py-4">
          <p className="text-body-secondary">{t(`page.empty.${tab}`)}</p>
          <WaysToMeetLinks />
        </div>
      )}
      {cards.length > 0 && (
        <ProfileGrid
          profiles={cards}
          fictionalNotice={fictionalNotice}
          label={t(`page.tabs.${tab}`)}
          renderMarks={(card) => newIds.has(card.id) && <span className="badge text-bg-danger likes-page__new">{t('page.new')}</span>}
          renderAction={(card) =>
            tab === 'matches' ? (
              <Link className="btn btn-light btn-sm likes-page__match-link" to={likesMatchPath(card.id)}>
                {t('page.openMatch')}
              </Link>
            ) : (
              likeButtonOn(card)
            )
          }
        />
      )}
    </section>
  );
};
