import i18next from 'i18next';
import { addTextFormats, formatPercent } from './formats.js';

describe('formatPercent', () => {
  it.each([
    ['en', 25, '25%'],
    ['nl', 25, '25%'],
    ['de', 25, '25\u00a0%'],
    ['sv', 12.5, '12,5\u00a0%'],
    ['fi', 25, '25\u00a0%'],
  ])('writes a percentage as %s does', (language, percentage, written) => expect(formatPercent(percentage, language)).toBe(written));
});

describe('addTextFormats', () => {
  it('lets a text write its percentage in the language of the page', async () => {
    const sut = i18next.createInstance();
    await sut.init({
      lng: 'de',
      resources: { de: { translation: { bonus: '{{percentage, percent}} Willkommensbonus' } }, en: { translation: { bonus: '{{percentage, percent}} welcome bonus' } } },
      interpolation: { escapeValue: false },
    });
    addTextFormats(sut);
    expect(sut.t('bonus', { percentage: 25 })).toBe('25\u00a0% Willkommensbonus');
    await sut.changeLanguage('en');
    expect(sut.t('bonus', { percentage: 25 })).toBe('25% welcome bonus');
  });
});
