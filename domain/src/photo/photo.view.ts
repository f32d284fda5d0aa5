import type { PhotoStatus } from './photo.state.js';

/** Links to one photo in its two sizes; every request for them is access-checked. */
export interface PhotoUrls {
  url: string;
  thumb_url: string;
}

/** The only place that spells the photo file URLs: cards, profiles, the owner's album and the staff queue all link here. */
export const photoUrls = (photoId: string): PhotoUrls => ({
  url: `/api/photo.php?id=${encodeURIComponent(photoId)}&size=display`,
  thumb_url: `/api/photo.php?id=${encodeURIComponent(photoId)}&size=thumb`,
});

/** A photo as its owner sees it on /profile (GET /api/photos.php), whatever its moderation state. */
export interface MyPhoto extends PhotoUrls {
  id: string;
  status: PhotoStatus;
  is_main: boolean;
  uploaded_at: string;
  /** Why staff rejected it; only on a rejected photo. */
  reason?: string;
}
