import { checkMailChange } from './mail-change.rules.js';

describe(checkMailChange.name, () => {
  it('accepts a new, well-formed address', () =>
    expect(checkMailChange('new@example.com', 'old@example.com')).toEqual({ fields: {} }));

  it('refuses an address that is not one', () =>
    expect(checkMailChange('new@example', 'old@example.com')).toEqual({ fields: { email: 'EMAIL_CHANGE.INVALID' } }));

  it('refuses the current address, whatever its case or surrounding spaces', () =>
    expect(checkMailChange(' Old@Example.com ', 'old@example.com')).toEqual({ fields: { email: 'EMAIL_CHANGE.SAME' } }));
});
