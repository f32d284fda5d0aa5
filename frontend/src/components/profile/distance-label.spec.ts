import { distanceLabel } from './distance-label.js';

describe(distanceLabel.name, () => {
  it('calls one rounding step near', () => expect(distanceLabel(5)).toEqual({ key: 'near', km: 5 }));
  it('never shows less than one step, whatever arrives', () => expect(distanceLabel(0)).toEqual({ key: 'near', km: 5 }));
  it('shows further distances as approximate', () => expect(distanceLabel(35)).toEqual({ key: 'about', km: 35 }));
});
