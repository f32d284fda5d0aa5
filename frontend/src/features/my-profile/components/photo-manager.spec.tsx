import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../../testing/render-screen.js';
import { PhotoManager } from './photo-manager.js';

const limitReached = (limit: number) => ({ status: 409, body: { statusCode: 409, code: 'PHOTO.LIMIT_REACHED', params: { limit } } });

const pickAPhoto = () => {
  const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(picker, { target: { files: [new File(['jpeg bytes'], 'beach.jpg', { type: 'image/jpeg' })] } });
};

describe(PhotoManager.name, () => {
  it('shows a free member at the free limit that premium, which the first purchase brings, allows more photos', async () => {
    await renderScreen(<PhotoManager photos={[]} />, { 'POST /api/photos.php': limitReached(3) });
    pickAPhoto();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have reached the maximum of 3 photos.');
    expect(alert).toHaveTextContent('Premium members show up to 25 photos');
    expect(screen.getByRole('link', { name: 'See premium' })).toHaveAttribute('href', '/premium');
  });

  it('offers nothing more to a premium member at the premium limit', async () => {
    await renderScreen(<PhotoManager photos={[]} />, { 'POST /api/photos.php': limitReached(25) });
    pickAPhoto();
    expect(await screen.findByRole('alert')).toHaveTextContent('You have reached the maximum of 25 photos.');
    expect(screen.queryByRole('link', { name: 'See premium' })).not.toBeInTheDocument();
  });
});
