import { distanceLabel, placeText } from './distance-label.js';

describe(distanceLabel.name, () => {
  it('calls one rounding step near', () => expect(distanceLabel(5)).toEqual({ key: 'near', km: 5 }));
  it('never shows less than one step, whatever arrives', () => expect(distanceLabel(0)).toEqual({ key: 'near', km: 5 }));
  it('shows further distances as approximate', () => expect(distanceLabel(35)).toEqual({ key: 'about', km: 35 }));
});

describe(placeText.name, () => {
  it('names a town that shares its region name once', () => expect(placeText('London', 'London')).toBe('London'));
  it('keeps town, region and country in order and skips what is missing', () => {
    expect(placeText('Assen', 'Drenthe', 'Netherlands')).toBe('Assen, Drenthe, Netherlands');
    expect(placeText(null, 'Drenthe', undefined)).toBe('Drenthe');
  });
  it('compares ignoring case', () => expect(placeText('Utrecht', 'utrecht')).toBe('Utrecht'));
});
