import { nicheOfLander, type LanderDesign } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import type { FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { useLanderProfiles } from '../hooks/use-lander-profiles.js';
import { LanderCall } from './lander-call.js';
import { LanderDesignBody } from './lander-designs.js';
import { SwipeDeck } from './swipe-deck.js';
import './landers.scss';

type LanderPageProps = {
  design: LanderDesign | 'tinderswipe';
  slug: string | undefined;
  siteNiche: number;
  fictionalNotice: FictionalNotice;
};

/**
 * Spec §2 landing pages: where an ad leads a visitor. Each design makes its case its own way around the members the
 * ad's niche promised (spec §3: the slug's prefix, else the site's niche), then asks the visitor to sign up.
 */
export const LanderPage = ({ design, slug, siteNiche, fictionalNotice }: LanderPageProps) => {
  const { t } = useTranslation('landers');
  const profiles = useLanderProfiles(nicheOfLander(slug, siteNiche));
  return (
    <section className={`lander lander--${design}`}>
      <div className="container py-4 py-md-5">
        <header className="lander__header text-center mb-4">
          <h1 className="lander__title">{t(`designs.${design}.title`)}</h1>
          <p className="lead mb-0">{t(`designs.${design}.lead`)}</p>
        </header>
        {!profiles ? (
          <PageSpinner />
        ) : design === 'tinderswipe' ? (
          <SwipeDeck profiles={profiles} fictionalNotice={fictionalNotice} />
        ) : (
          <div className="mb-4">
            <LanderDesignBody design={design} profiles={profiles} fictionalNotice={fictionalNotice} />
          </div>
        )}
        {design !== 'tinderswipe' && <LanderCall />}
      </div>
    </section>
  );
};
