import type { PhotoUrls } from '../photo/photo.view.js';
import type { ProfileCard } from '../search/profile-card.view.js';

/** A member who likes the viewer; `like_new` until the viewer opens their profile. */
export interface LikedBy {
  id: string;
  like_new: boolean;
  liked_at: string;
  profile: ProfileCard;
}

/** A member the viewer likes. */
export interface GivenLike extends ProfileCard {
  liked_at: string;
}

export interface MatchView {
  id: string;
  matched_at: string;
}

/**
 * GET /api/likes.php. The spec's `profiles` (whom the viewer likes) and `liked_by` (`id`, `like_new`), with the cards
 * the pages show and the matches; received likes new first. Hidden, deleted and blocked members are left out both ways.
 */
export interface LikesView {
  profiles: GivenLike[];
  liked_by: LikedBy[];
  matches: MatchView[];
}

/** POST /api/like.php */
export interface LikeResult {
  liked: true;
  /** The like made the pair mutual just now: the browser shows the match modal. */
  match: boolean;
}

/** GET /api/auto-like.php: a site-run member who just liked the viewer, for the like modal; null when there is none. */
export interface AutoLikeView {
  profile: { id: string; main_image: PhotoUrls | null; name: string } | null;
}

/** A card of the swipe game: what a list card shows, and the member's interests. */
export interface SwipeCard extends ProfileCard {
  interests: string[];
}

/** GET /api/swipe-game.php and the answer of POST /api/swipe.php */
export interface SwipeGameView {
  cards: SwipeCard[];
  likes_left: number;
  /** When the next like is possible, once today's are used. */
  next_like_at: string | null;
}

export interface SwipeResult {
  likes_left: number;
  next_like_at: string | null;
  match: boolean;
}
