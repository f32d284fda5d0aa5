import { isLanderDesign, landerSlugSchema, type LanderDesign } from '@dating/domain';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths.js';
import { LanderPage } from '../../features/landers/components/lander-page.js';
import { NotFoundRoute } from './not-found.route.js';
import { fictionalNoticeOf, SessionAndSettings } from './session-gates.js';

const isSlug = (slug: string | undefined) => slug === undefined || landerSlugSchema.safeParse(slug).success;

const Lander = ({ design, slug }: { design: LanderDesign | 'tinderswipe'; slug?: string }) => (
  <SessionAndSettings>
    {(user, settings) =>
      // Members came for what they already have: the members area.
      user ? (
        <Navigate to={paths.members} replace />
      ) : (
        <LanderPage key={`${design}/${slug ?? ''}`} design={design} slug={slug} siteNiche={settings.niche} fictionalNotice={fictionalNoticeOf(settings)} />
      )
    }
  </SessionAndSettings>
);

/** Spec §2 /landers/{design}/{slug?}: an unknown design or a slug that is not one is no page. */
export const LanderRoute = () => {
  const { design, slug } = useParams();
  return isLanderDesign(design) && isSlug(slug) ? <Lander design={design} slug={slug} /> : <NotFoundRoute />;
};

/** Spec §2 /landers/tinderswipe. */
export const SwipeLanderRoute = () => <Lander design="tinderswipe" />;
