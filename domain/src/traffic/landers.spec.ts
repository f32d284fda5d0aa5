import { isLanderDesign, nicheAudience, nicheOfCode, nicheOfLander } from './landers.js';

describe('landers', () => {
  it('know the spec’s designs and nothing else', () => {
    expect(isLanderDesign('gallery')).toBe(true);
    expect(isLanderDesign('transitionsvideolanding')).toBe(true);
    expect(isLanderDesign('tinderswipe')).toBe(false);
    expect(isLanderDesign('../admin')).toBe(false);
    expect(isLanderDesign(undefined)).toBe(false);
  });

  it('read the niche codes 1 to 7 as none, she, bdsm, bbw, gilf, milf and gay', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(nicheOfCode)).toEqual(['none', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay']);
    expect(nicheOfCode(0)).toBe('none');
    expect(nicheOfCode(8)).toBe('none');
  });

  it('speak to the niche their slug begins with, else to the site’s', () => {
    expect(nicheOfLander('milf-amsterdam', 1)).toBe('milf');
    expect(nicheOfLander('gay', 5)).toBe('gay');
    expect(nicheOfLander('amsterdam-tonight', 5)).toBe('gilf');
    expect(nicheOfLander(undefined, 2)).toBe('she');
    // "none" is no prefix, and a slug that is not one names nothing.
    expect(nicheOfLander('none-x', 6)).toBe('milf');
    expect(nicheOfLander('MILF amsterdam', 1)).toBe('none');
  });

  it('show the members each niche promised, as search filters', () => {
    expect(nicheAudience('milf')).toEqual({ gender: 'female', min_age: 35, max_age: 55 });
    expect(nicheAudience('gilf')).toEqual({ gender: 'female', min_age: 56 });
    expect(nicheAudience('gay')).toEqual({ gender: 'male' });
    expect(nicheAudience('she')).toEqual({ gender: 'female' });
    expect(nicheAudience('none')).toEqual({});
  });
});
