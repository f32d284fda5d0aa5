import type { ReactNode } from 'react';
import type { ProfileCard as ProfileCardData } from '../../types/profiles.js';
import type { FictionalNotice } from './fictional-badge.js';
import { ProfileCard } from './profile-card.js';
import './profiles.scss';

type ProfileGridProps = {
  profiles: ProfileCardData[];
  fictionalNotice: FictionalNotice;
  label: string;
  compact?: boolean;
  /** A control on each card (the like button). */
  renderAction?: (profile: ProfileCardData) => ReactNode;
  /** Marks on a card beside the fictional one (a like's "New"). */
  renderMarks?: (profile: ProfileCardData) => ReactNode;
};

const COLUMNS = 'row-cols-2 row-cols-md-3 row-cols-lg-4';
const COMPACT_COLUMNS = 'row-cols-2 row-cols-md-3 row-cols-lg-6';

/** Result cards in a responsive grid: two columns on a phone, up to four (six when compact) on a desktop. */
export const ProfileGrid = ({ profiles, fictionalNotice, label, compact = false, renderAction, renderMarks }: ProfileGridProps) => (
  <ul className={`profile-grid list-unstyled row g-3 g-lg-4 ${compact ? COMPACT_COLUMNS : COLUMNS}`} aria-label={label}>
    {profiles.map((profile) => (
      <li className="col" key={profile.id}>
        <ProfileCard profile={profile} fictionalNotice={fictionalNotice} action={renderAction?.(profile)} marks={renderMarks?.(profile)} />
      </li>
    ))}
  </ul>
);
