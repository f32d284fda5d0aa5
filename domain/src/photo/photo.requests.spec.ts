import { PHOTO_REJECT_REASONS, photoDecisionRequestSchema } from './photo.requests.js';

describe('photoDecisionRequestSchema', () => {
  const photo_id = '0b7f2c7e-4a1d-4c39-9a57-3e2f1d0c9b8a';
  const accepts = (body: unknown) => photoDecisionRequestSchema.safeParse(body).success;

  it('approves without a reason', () => expect(accepts({ photo_id, decision: 'approve' })).toBe(true));

  it('rejects for each listed reason', () => {
    for (const reason of PHOTO_REJECT_REASONS) expect(accepts({ photo_id, decision: 'reject', reason })).toBe(true);
  });

  it('refuses a rejection without a reason, or with one members could not read in their language', () => {
    for (const reason of [undefined, '', 'not a person', 'NUDITY']) expect(accepts({ photo_id, decision: 'reject', reason })).toBe(false);
  });
});
