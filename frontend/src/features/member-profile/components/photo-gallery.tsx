import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfilePhoto } from '../../../components/profile/profile-photo.js';
import type { MemberProfile } from '../../../types/profiles.js';

type PhotoGalleryProps = { name: string; photos: MemberProfile['photos'] };

/** A large view of one photo with the thumbnails beneath to switch between them. */
export const PhotoGallery = ({ name, photos }: PhotoGalleryProps) => {
  const { t } = useTranslation('members');
  const [selectedId, setSelectedId] = useState<string>();
  const selected = photos.find((photo) => photo.id === selectedId) ?? photos[0];
  return (
    <div className="photo-gallery">
      <figure className="photo-gallery__stage mb-0">
        {selected ? (
          <img className="profile-photo" src={selected.url} alt={t('profile.photoOf', { name })} />
        ) : (
          <ProfilePhoto name={name} url={undefined} />
        )}
      </figure>
      {photos.length > 1 && (
        <ul
          className="photo-gallery__thumbs list-unstyled d-flex gap-2 mt-3 mb-0"
          aria-label={t('profile.photos', { name })}
        >
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className={`photo-gallery__thumb${photo.id === selected?.id ? ' photo-gallery__thumb--active' : ''}`}
                aria-label={t('profile.showPhoto', { number: index + 1 })}
                aria-pressed={photo.id === selected?.id}
                onClick={() => setSelectedId(photo.id)}
              >
                <img src={photo.thumb_url} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
