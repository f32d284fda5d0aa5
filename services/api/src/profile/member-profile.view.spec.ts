import { EMPTY_PROFILE_DETAILS, initialProfileState, type PhotoAlbum, type Profile, type ProfileCard } from '@dating/domain';
import { PHOTOS_FOR_FREE_VIEWERS } from '@dating/domain';
import { toMemberProfileView, type MemberProfileParts } from './member-profile.view.js';

const card: ProfileCard = { id: 'm-1', name: 'Anna', age: 36, country: 'NL', region: 'Utrecht', city: 'Utrecht', main_image: null, fictional: false };
const profile: Profile = {
  ...initialProfileState,
  details: { ...EMPTY_PROFILE_DETAILS, gender: 'female', sexuality: 'bi', hair_color: 'red' },
  aboutMe: 'Hoi!',
  interests: ['wine'],
};
const photo = (photoId: string, status: 'active' | 'inspection' | 'rejected' = 'active') => ({ photoId, status, uploadedAt: '2026-11-22T10:00:00.000Z', decidedAt: null, reason: null });
const album: PhotoAlbum = {
  photos: [photo('p1'), photo('p2', 'inspection'), photo('p3'), photo('p4', 'rejected'), photo('p5'), photo('p6'), photo('p7')],
  mainPhotoId: 'p5',
};
const everything = { visible_profile_fields: ['age', 'country', 'region', 'city', 'gender', 'sexuality', 'hair_color', 'interests'], visible_profile_notes: ['about_me'] };
const parts = (overrides: Partial<MemberProfileParts> = {}): MemberProfileParts => ({ card, profile, album, site: everything, seesAllPhotos: false, blockedByMe: false, ...overrides });

describe(toMemberProfileView.name, () => {
  describe('when the site shows every field', () => {
    it('shows the chosen details, the about-me note and the interests', () =>
      expect(toMemberProfileView(parts())).toMatchObject({ age: 36, city: 'Utrecht', details: { gender: 'female', sexuality: 'bi', hair_color: 'red' }, about_me: 'Hoi!', interests: ['wine'] }));
  });

  describe('when the site hides fields', () => {
    const site = { visible_profile_fields: ['gender', 'country'], visible_profile_notes: [] };

    it('leaves out details, notes, interests and card fields it does not list', () => {
      const view = toMemberProfileView(parts({ site }));
      expect(view.details).toEqual({ gender: 'female' });
      expect(view).not.toHaveProperty('about_me');
      expect(view.interests).toEqual([]);
      expect(view).toMatchObject({ age: null, region: null, city: null, country: 'NL' });
    });
  });

  describe('photos', () => {
    it('shows a free viewer the main photo and the first two other approved ones', () => {
      const view = toMemberProfileView(parts());
      expect(view.photos.map((shown) => shown.id)).toEqual(['p5', 'p1', 'p3']);
      expect(view.photos).toHaveLength(PHOTOS_FOR_FREE_VIEWERS);
      expect(view.photos[0]).toEqual({ id: 'p5', url: '/api/photo.php?id=p5&size=display', thumb_url: '/api/photo.php?id=p5&size=thumb' });
    });

    it('tells a free viewer how many approved photos premium would show them more, counting none under inspection or rejected', () =>
      expect(toMemberProfileView(parts()).more_photos).toBe(2));

    it('shows every approved photo to a viewer who may see all, and never one under inspection or rejected', () => {
      const view = toMemberProfileView(parts({ seesAllPhotos: true }));
      expect(view.photos.map((shown) => shown.id)).toEqual(['p5', 'p1', 'p3', 'p6', 'p7']);
      expect(view.more_photos).toBe(0);
    });

    it('promises a free viewer no more photos when the member has no more than they see', () =>
      expect(toMemberProfileView(parts({ album: { photos: [photo('p1'), photo('p2', 'inspection')], mainPhotoId: 'p1' } })).more_photos).toBe(0));
  });

  it('lists no photos of a member the viewer blocked, and promises none: their files are closed to the blocker too', () => {
    const view = toMemberProfileView(parts({ blockedByMe: true }));
    expect(view.photos).toEqual([]);
    expect(view.more_photos).toBe(0);
  });
});
