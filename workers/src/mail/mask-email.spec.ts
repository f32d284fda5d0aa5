import { maskEmail } from './mask-email.js';

describe(maskEmail.name, () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('jan.jansen@example.com')).toBe('j***@example.com');
  });

  it('hides how long the local part is', () => {
    expect(maskEmail('j@example.com')).toBe(maskEmail('jo@example.com'));
  });

  it('hides everything of something that is no address', () => {
    expect(maskEmail('@example.com')).toBe('***');
    expect(maskEmail('no-address')).toBe('***');
  });
});
