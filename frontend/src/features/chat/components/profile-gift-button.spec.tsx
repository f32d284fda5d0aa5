import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../../testing/render-screen.js';
import { ProfileGiftButton } from './profile-gift-button.js';

const MEMBER_ID = '0b9f6a2e-3b4c-4d5e-8f90-a1b2c3d4e5f6';

describe(ProfileGiftButton.name, () => {
  it('spends nothing on a tap: it shows the gift and its price first, and going back sends nothing', async () => {
    const { calls } = await renderScreen(<ProfileGiftButton memberId={MEMBER_ID} name="Anna" credits={20} />, {});
    fireEvent.click(screen.getByRole('button', { name: 'Send a gift' }));
    fireEvent.click(await screen.findByRole('button', { name: 'a rose' }));
    expect(screen.getByText('Send to Anna: a rose, for 20 credits?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'a teddy bear' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/gift.php')).toEqual([]);
  });

  it('sends the gift once confirmed and says where it went', async () => {
    const { calls } = await renderScreen(<ProfileGiftButton memberId={MEMBER_ID} name="Anna" credits={20} />, {
      'POST /api/gift.php': { status: 201, body: { credits: 5 } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send a gift' }));
    fireEvent.click(await screen.findByRole('button', { name: 'a heart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send gift' }));
    expect(await screen.findByText('Sent to Anna: a heart.', { exact: false })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/gift.php')).toEqual([
      { method: 'POST', path: '/api/gift.php', body: { member_id: MEMBER_ID, gift: 'heart', gift_id: expect.any(String) } },
    ]);
  });
});
