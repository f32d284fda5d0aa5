import { countdownTo, creditsBadgeOf, mayOpenTimeBonusModal } from './countdown.js';

describe('time bonus countdown', () => {
  const expires = '2026-11-25T14:00:00.000Z';

  it('pads every part to two digits', () => {
    expect(countdownTo(expires, Date.parse('2026-11-25T10:00:53.000Z'))).toEqual({ hours: '03', minutes: '59', seconds: '07' });
    expect(countdownTo(expires, Date.parse('2026-11-25T13:59:59.000Z'))).toEqual({ hours: '00', minutes: '00', seconds: '01' });
  });

  it('ends at zero', () => {
    expect(countdownTo(expires, Date.parse(expires))).toBeNull();
    expect(countdownTo(expires, Date.parse('2026-11-25T15:00:00.000Z'))).toBeNull();
  });

  it('opens the modal only for a member without credits whose bonus runs and who did not dismiss it', () => {
    expect(mayOpenTimeBonusModal({ credits: 0, bonusRunning: true, dismissed: false })).toBe(true);
    expect(mayOpenTimeBonusModal({ credits: 5, bonusRunning: true, dismissed: false })).toBe(false);
    expect(mayOpenTimeBonusModal({ credits: 0, bonusRunning: false, dismissed: false })).toBe(false);
    expect(mayOpenTimeBonusModal({ credits: 0, bonusRunning: true, dismissed: true })).toBe(false);
  });
});

describe('credits badge', () => {
  it('shows from 10 credits down: warning above zero, danger at zero', () => {
    expect(creditsBadgeOf(11)).toBeNull();
    expect(creditsBadgeOf(10)).toBe('warning');
    expect(creditsBadgeOf(1)).toBe('warning');
    expect(creditsBadgeOf(0)).toBe('danger');
  });
});
