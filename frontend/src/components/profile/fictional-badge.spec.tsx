import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen.js';
import { FictionalBadge, type FictionalNotice } from './fictional-badge.js';

const dutchSite: FictionalNotice = {
  icon: '/icons/fictional.svg',
  siteWarning: 'Profielen met dit teken zijn fictief en worden door ons team beheerd.',
  siteSingular: 'fictief profiel',
  sitePlural: 'fictieve profielen',
  siteLanguage: 'nl_NL',
};

describe(FictionalBadge.name, () => {
  it("names the profile with the site's own word, as a label, where the member reads the site's language", async () => {
    await renderScreen(<FictionalBadge notice={dutchSite} />, {}, { language: 'nl' });
    expect((await screen.findByRole('button')).textContent).toBe('Fictief profiel');
    expect(screen.getByRole('note', { hidden: true }).textContent).toBe(dutchSite.siteWarning);
  });

  it('names it in the member\'s own language on a site that speaks another', async () => {
    await renderScreen(<FictionalBadge notice={dutchSite} />, {}, { language: 'de' });
    expect((await screen.findByRole('button')).textContent).toBe('Fiktives Profil');
  });

  it('falls back on our word where the site left its own empty', async () => {
    await renderScreen(<FictionalBadge notice={{ ...dutchSite, siteLanguage: 'en_GB', siteSingular: '' }} />, {}, { language: 'en' });
    expect((await screen.findByRole('button')).textContent).toBe('Fictional profile');
  });
});
