import { screen } from '@testing-library/react';
import type { DeletionReason } from '@dating/domain';
import { renderScreen } from '../../../testing/render-screen.js';
import { DeletionOffersStep } from './deletion-offers-step.js';

const renderOffers = (reasons: DeletionReason[], { invisible = false, grantedDiscountPercent = null as number | null } = {}) =>
  renderScreen(
    <DeletionOffersStep
      reasons={reasons}
      discountPercent={30}
      grantedDiscountPercent={grantedDiscountPercent}
      invisible={invisible}
      onStay={() => undefined}
      onBack={() => undefined}
      onNext={() => undefined}
    />,
  );

const offerTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Account deletion: the offers follow the reasons', () => {
  it('congratulates someone who found a partner and offers a pause in invisible mode, no discount', async () => {
    await renderOffers(['found_partner', 'too_expensive']);
    expect(screen.getByText('Congratulations on finding someone! We wish you both all the best.')).toBeInTheDocument();
    expect(offerTitles()).toEqual(['Become invisible']);
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('only congratulates someone who found a partner and is invisible already, and the button goes on', async () => {
    await renderOffers(['found_partner'], { invisible: true });
    expect(offerTitles()).toEqual([]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('offers the discount to someone who finds it too expensive', async () => {
    await renderOffers(['too_expensive']);
    expect(offerTitles()).toEqual(['Stay and get 30% off']);
  });

  it('helps someone who gets too few matches find more, with links to the profile and the match finder', async () => {
    await renderOffers(['not_enough_matches']);
    expect(offerTitles()).toEqual(['Get more matches']);
    expect(screen.getByRole('link', { name: 'Improve my profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Open the match finder' })).toHaveAttribute('href', '/match-finder');
  });

  it('sends someone with technical problems to customer service', async () => {
    await renderOffers(['technical_problems']);
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', '/pages/service');
  });
});
