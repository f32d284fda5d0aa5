import type { LikesView, ProfileCard } from '@dating/domain';
import { matchToAnnounce } from './announced-matches.js';

const card = (id: string): ProfileCard & { liked_at: string } => ({
  id,
  name: id,
  age: 30,
  country: 'NL',
  region: null,
  city: null,
  main_image: null,
  fictional: false,
  liked_at: '2026-11-25T10:00:00.000Z',
});

const likes = (matchIds: string[]): LikesView => ({
  profiles: matchIds.map(card),
  liked_by: [],
  matches: matchIds.map((id) => ({ id, matched_at: '2026-11-25T10:00:00.000Z' })),
});

describe('matches the other member made', () => {
  it('announces the newest match not shown yet, and lets the older unshown ones go with it', () => {
    expect(matchToAnnounce(likes(['newest', 'older', 'shown']), new Set(['shown']))).toEqual({ member: card('newest'), settled: ['newest', 'older'] });
  });

  it('announces nothing when every match was shown', () => {
    expect(matchToAnnounce(likes(['shown']), new Set(['shown']))).toEqual({ member: undefined, settled: [] });
  });
});
