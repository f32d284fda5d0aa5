import { signupsOpenTo, trackingFromSearch } from './tracking.js';

describe(trackingFromSearch.name, () => {
  it('keeps the traffic source parameters of the landing URL', () =>
    expect(trackingFromSearch('?network=ads&ref=42&sub1=summer&utm=x')).toEqual({ network: 'ads', ref: '42', sub1: 'summer' }));
  it('ignores empty parameters', () => expect(trackingFromSearch('?network=%20&sub2=')).toEqual({}));
});

describe(signupsOpenTo.name, () => {
  it('lets everybody sign up on an open site', () => expect(signupsOpenTo('all', {})).toBe(true));
  it('lets visitors with a traffic source sign up on an invite-only site', () =>
    expect(signupsOpenTo('with_trafficsource', { network: 'partner' })).toBe(true));
  it('lets visitors with only a referrer sign up on an invite-only site, as the signup endpoint does', () =>
    expect(signupsOpenTo('with_trafficsource', { ref: '1' })).toBe(true));
  it('closes an invite-only site to visitors without a traffic source', () =>
    expect(signupsOpenTo('with_trafficsource', { sub1: 'summer' })).toBe(false));
});
