import { createHmac } from 'node:crypto';
import type { LakePseudonyms } from '@dating/domain';

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

/**
 * The pseudonyms of the members whose keys are given (null for any other), each derived once however many rows name
 * it: a batch names most of its members many times, and an HMAC per row costs more than the rest of the row.
 */
export const lakePseudonyms = (memberKeys: ReadonlyMap<string, Buffer>): LakePseudonyms => {
  const derived = new Map<string, Map<string | undefined, string | null>>();
  return (memberId, of) => {
    let ofMember = derived.get(memberId);
    if (!ofMember) derived.set(memberId, (ofMember = new Map()));
    let pseudonym = ofMember.get(of);
    if (pseudonym === undefined) {
      const key = memberKeys.get(memberId);
      pseudonym = key ? lakePseudonym(key, of) : null;
      ofMember.set(of, pseudonym);
    }
    return pseudonym;
  };
};
