import type { Gift } from '@dating/domain';

/** Gift pictures ship with the site (public/gifts); the name beside or under them says what they show. */
export const giftImageUrl = (gift: Gift) => `/gifts/${gift}.svg`;

export const GiftImage = ({ gift, className }: { gift: Gift; className?: string }) => (
  <img className={className} src={giftImageUrl(gift)} alt="" width={64} height={64} />
);
