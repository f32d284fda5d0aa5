import { ageOn, distanceKm, roundDistanceKm, type Coordinates, type ProfileCard } from '@dating/domain';

export type { ProfileCard };


/** A row of rm_member_search as CARD_COLUMNS selects it. The coordinates stay on the server. */
export interface MemberCardRow {
  member_id: string;
  name: string | null;
  birth_date: string | null;
  country: string | null;
  region: string | null;
  city: string | null;
  lat: number | null;
  lon: number | null;
  fictional: boolean;
  main_photo_id: string | null;
}

/** Columns of rm_member_search (aliased `m`) a card needs; the date comes back as text so no time zone shifts it. */
export const CARD_COLUMNS = `m.member_id, m.name, m.birth_date::text as birth_date, m.country, m.region, m.city,
  m.lat, m.lon, m.fictional, m.main_photo_id`;

export const photoUrls = (photoId: string) => ({
  url: `/api/photo.php?id=${encodeURIComponent(photoId)}&size=display`,
  thumb_url: `/api/photo.php?id=${encodeURIComponent(photoId)}&size=thumb`,
});

export const positionOf = (row: Pick<MemberCardRow, 'lat' | 'lon'> | undefined): Coordinates | undefined =>
  row && row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : undefined;

/**
 * Distances only in whole rounding steps from city centroids, so no number of queries from spoofed
 * positions can place a member closer than one step.
 */
export const toProfileCard = (row: MemberCardRow, today: string, viewer?: Coordinates): ProfileCard => {
  const target = positionOf(row);
  return {
    id: row.member_id,
    name: row.name ?? '',
    age: row.birth_date ? (ageOn(row.birth_date, today) ?? null) : null,
    country: row.country,
    region: row.region,
    city: row.city,
    main_image: row.main_photo_id ? photoUrls(row.main_photo_id) : null,
    fictional: row.fictional,
    ...(viewer && target ? { distance_km: roundDistanceKm(distanceKm(viewer, target)) } : {}),
  };
};
