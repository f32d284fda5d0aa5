import { createHmac } from 'node:crypto';

// What the member's key is used for here, so that the pseudonym tells nothing about the key's other uses.
const PURPOSE = 'analytic-lake member pseudonym v1';

/**
 * A member's name in the analytic lake, or that of something of theirs (`of`: an order id): derived from their own
 * data key, which final deletion destroys. Until then a member's rows join with each other (cohorts, funnels); after
 * it nobody can derive it again from the member's id, so the rows belong to no one.
 */
export const lakePseudonym = (memberKey: Buffer, of?: string): string =>
  createHmac('sha256', memberKey)
    .update(of === undefined ? PURPOSE : `${PURPOSE}: ${of}`)
    .digest('base64url')
    .slice(0, 22);
