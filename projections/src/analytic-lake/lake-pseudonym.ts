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
 * The pseudonyms of the members whose keys are given (null for any other): a member's own is derived once however many
 * rows name it, as a batch names most of its members many times and an HMAC per row costs more than the rest of the
 * row. Those of an order are derived at each of its few rows.
 */
export const lakePseudonyms = (memberKeys: ReadonlyMap<string, Buffer>): LakePseudonyms => {
  const derive = (memberId: string, of?: string): string | null => {
    const key = memberKeys.get(memberId);
    return key ? lakePseudonym(key, of) : null;
  };
  const ofMembers = new Map<string, string | null>();
  return (memberId, of) => {
    if (of !== undefined) return derive(memberId, of);
    let pseudonym = ofMembers.get(memberId);
    if (pseudonym === undefined) ofMembers.set(memberId, (pseudonym = derive(memberId)));
    return pseudonym;
  };
};
