import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

type PhotoButtonProps = { credits: number; busy: boolean; onPhoto: (photo: File) => void };

/** Picks a photo to send (a phone offers its camera too); the server strips what the file says about where and how. */
export const PhotoButton = ({ credits, busy, onPhoto }: PhotoButtonProps) => {
  const { t } = useTranslation('chat');
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-primary" disabled={busy} onClick={() => input.current?.click()}>
        {t(busy ? 'photo.sending' : 'photo.open')}
        <span className="visually-hidden"> {t('photo.cost', { count: credits })}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="d-none"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const photo = event.target.files?.[0];
          // The same photo picked again must fire again.
          event.target.value = '';
          if (photo) onPhoto(photo);
        }}
      />
    </>
  );
};
