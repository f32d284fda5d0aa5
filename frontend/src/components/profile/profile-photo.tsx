import './profiles.scss';

type ProfilePhotoProps = { name: string; url: string | undefined; className?: string };

/** A member's photo, or their initial on the brand gradient when there is none (yet). */
export const ProfilePhoto = ({ name, url, className = '' }: ProfilePhotoProps) =>
  url ? (
    <img className={`profile-photo ${className}`} src={url} alt="" loading="lazy" />
  ) : (
    <span className={`profile-photo profile-photo--empty ${className}`} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
