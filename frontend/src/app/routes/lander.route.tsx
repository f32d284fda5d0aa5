import { isLanderDesign, landerSlugSchema, type LanderDesign } from '@dating/domain';
import { useParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.js';
import { LanderPage } from '../../features/landers/components/lander-page.js';
import { useSettingsQuery } from '../../features/site/hooks/use-settings.js';
import { NotFoundRoute } from './not-found.route.js';
import { fictionalNoticeOf, VisitorsOnly } from './session-gates.js';

const isSlug = (slug: string | undefined) => slug === undefined || landerSlugSchema.safeParse(slug).success;

const Lander = ({ design, slug }: { design: LanderDesign | 'tinderswipe'; slug?: string }) => {
  const settingsQuery = useSettingsQuery();
  const settings = settingsQuery.data;
  if (!settings) return <PageLoading queries={[settingsQuery]} />;
  return (
    // Members came for what they already have: the members area.
    <VisitorsOnly>
      <LanderPage key={`${design}/${slug ?? ''}`} design={design} slug={slug} siteNiche={settings.niche} fictionalNotice={fictionalNoticeOf(settings)} />
    </VisitorsOnly>
  );
};

/** Spec §2 /landers/{design}/{slug?}: an unknown design or a slug that is not one is no page. */
export const LanderRoute = () => {
  const { design, slug } = useParams();
  return isLanderDesign(design) && isSlug(slug) ? <Lander design={design} slug={slug} /> : <NotFoundRoute />;
};

/** Spec §2 /landers/tinderswipe. */
export const SwipeLanderRoute = () => <Lander design="tinderswipe" />;
