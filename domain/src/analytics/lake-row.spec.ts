import { ERASED } from '../kernel/personal-data.js';
import { PERSONAL_DATA_POLICY } from '../personal-data-policy.js';
import { ageBandOf, LAKE_PERSONAL_DATA, lakeMemberIds, lakeRowOf } from './lake-row.js';

const pseudonyms: Record<string, string> = { anna: 'p-anna', bert: 'p-bert' };
const pseudonymOf = (memberId: string, of?: string) => (pseudonyms[memberId] ? [pseudonyms[memberId], of].filter(Boolean).join(':') : null);
const recordedAt = '2026-11-28T21:47:31.512Z';

describe('a lake row', () => {
  it('keeps a signup’s analytic dimensions, its age as a band, and neither the name, the address nor the birth date', () => {
    const row = lakeRowOf(
      {
        type: 'MemberSignedUp',
        recordedAt,
        data: {
          memberId: 'anna',
          name: 'Anna',
          email: 'anna@example.com',
          dateOfBirth: '1996-11-29',
          passwordHashRef: 'pw-1',
          language: 'nl',
          domain: 'flirt.example',
          country: 'NL',
          tracking: { network: 'adnet', ref: 'r7', sub1: 'a', sub2: 'b', sub3: 'c' },
          signedUpAt: recordedAt,
          signupMessage: { messageId: 'm1', recipientId: 'bert', text: 'Hi there' },
          niche: 'milf',
        },
      },
      pseudonymOf,
    );
    expect(row).toEqual(
      expect.objectContaining({
        type: 'MemberSignedUp',
        day: '2026-11-28',
        minute: '2026-11-28 21:47:00',
        member: 'p-anna',
        otherMember: null,
        ageBand: '25-34',
        site: 'flirt.example',
        country: 'NL',
        language: 'nl',
        network: 'adnet',
        ref: 'r7',
        sub1: 'a',
        sub2: 'b',
        sub3: 'c',
        fictional: false,
        niche: 'milf',
      }),
    );
    expect(JSON.stringify(row)).not.toMatch(/Anna|anna@|1996|Hi there|pw-1|"anna"|bert/);
  });

  it('names both members of a like, a match and a message by their pseudonyms, and keeps no message text', () => {
    expect(lakeRowOf({ type: 'MemberLiked', recordedAt, data: { likerId: 'anna', likedId: 'bert', likedAt: recordedAt, source: 'swipe' } }, pseudonymOf)).toEqual(
      expect.objectContaining({ member: 'p-anna', otherMember: 'p-bert', kind: 'swipe' }),
    );
    expect(lakeRowOf({ type: 'MatchMade', recordedAt, data: { memberIds: ['bert', 'anna'], matchedAt: recordedAt } }, pseudonymOf)).toEqual(
      expect.objectContaining({ member: 'p-bert', otherMember: 'p-anna' }),
    );
    const message = lakeRowOf(
      {
        type: 'MessageSent',
        recordedAt,
        data: { conversationId: 'c1', messageId: 'm1', senderId: 'anna', recipientId: 'bert', kind: 'text', text: 'my phone is 0612345678', gift: null, photoId: null, credits: 5, sentAt: recordedAt, status: 'delivered' },
      },
      pseudonymOf,
    );
    expect(message).toEqual(expect.objectContaining({ member: 'p-anna', otherMember: 'p-bert', kind: 'text', credits: 5 }));
    expect(JSON.stringify(message)).not.toMatch(/0612345678|c1|m1/);
  });

  it('keeps whether a movement of credits was a premium member’s (who had bought credits before) or a free one’s', () => {
    const spend = (premium?: boolean) => ({
      type: 'CreditsSpent',
      recordedAt,
      data: { memberId: 'anna', key: 'gift-1', credits: 20, balance: 30, at: recordedAt, purpose: 'gift', recipientId: 'bert', ...(premium === undefined ? {} : { premium }) },
    });
    expect(lakeRowOf(spend(true), pseudonymOf)).toEqual(expect.objectContaining({ member: 'p-anna', kind: 'gift', credits: 20, premium: true }));
    expect(lakeRowOf(spend(false), pseudonymOf).premium).toBe(false);
    // Movements recorded before the wallet kept it do not say.
    expect(lakeRowOf(spend(), pseudonymOf).premium).toBeNull();
  });

  it('keeps an order’s amount, currency, method, bundle and discount code', () => {
    const row = lakeRowOf(
      {
        type: 'OrderPlaced',
        recordedAt,
        data: {
          orderId: 'o1', memberId: 'anna', number: 'DS-1', bundleId: 3, credits: 100, method: 'ideal', discount: { code: 'SUMMER', percentage: 10, source: 'code' },
          recurring: false, provider: 'mollie', placedAt: recordedAt, price: 2000, discountAmount: 200, amount: 1800, vatPercentage: 21, vatAmount: 312, currency: 'EUR',
        },
      },
      pseudonymOf,
    );
    expect(row).toEqual(
      expect.objectContaining({ member: 'p-anna', orderRef: 'p-anna:o1', amountCents: 1800, currency: 'EUR', method: 'ideal', bundle: 3, discountCode: 'SUMMER', credits: 100 }),
    );
  });

  it('leaves out a reason that is free text, and keeps one that is a code', () => {
    const rejected = lakeRowOf({ type: 'PhotoRejected', recordedAt, data: { memberId: 'anna', photoId: 'p1', decidedBy: 'staff', decidedAt: recordedAt, reason: 'shows her street name' } }, pseudonymOf);
    expect(rejected.kind).toBeNull();
    const banned = lakeRowOf({ type: 'MemberBanned', recordedAt, data: { memberId: 'anna', bannedBy: 'staff', reportId: null, reason: 'spam', bannedAt: recordedAt } }, pseudonymOf);
    expect(banned.kind).toBe('spam');
  });

  it('gives an erased member no pseudonym and an erased field no value', () => {
    const row = lakeRowOf(
      { type: 'ProfileDetailsChanged', recordedAt, data: { memberId: 'carl', details: ERASED } },
      pseudonymOf,
    );
    expect(row).toEqual(expect.objectContaining({ member: null, gender: null, sexuality: null }));
    expect(lakeRowOf({ type: 'ProfileDetailsChanged', recordedAt, data: { memberId: 'anna', details: { gender: 'female', sexuality: 'bi', height: 170 } } }, pseudonymOf)).toEqual(
      expect.objectContaining({ gender: 'female', sexuality: 'bi' }),
    );
  });

  it('asks pseudonyms for every member the events name, once each', () => {
    expect(
      lakeMemberIds([
        { data: { likerId: 'anna', likedId: 'bert' } },
        { data: { memberIds: ['bert', 'carl'] } },
        { data: { visitId: 'v1', path: '/' } },
      ]),
    ).toEqual(['anna', 'bert', 'carl']);
  });

  it('has its log decrypt only personal fields the log seals: a signup’s birth date and a profile’s details', () => {
    for (const [type, { subjectIdField, personalFields }] of Object.entries(LAKE_PERSONAL_DATA)) {
      expect(PERSONAL_DATA_POLICY[type]?.subjectIdField).toBe(subjectIdField);
      expect(PERSONAL_DATA_POLICY[type]?.personalFields).toEqual(expect.arrayContaining([...personalFields]));
    }
    expect(Object.keys(LAKE_PERSONAL_DATA).sort()).toEqual(['MemberSignedUp', 'ProfileDetailsChanged']);
  });
});

describe('age bands', () => {
  it('run 18–24, then ten years each, then 65 and over; a minor has none', () => {
    expect([17, 18, 24, 25, 34, 35, 44, 45, 54, 55, 64, 65, 90].map(ageBandOf)).toEqual([
      null, '18-24', '18-24', '25-34', '25-34', '35-44', '35-44', '45-54', '45-54', '55-64', '55-64', '65+', '65+',
    ]);
  });
});
