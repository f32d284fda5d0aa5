import { fireEvent, screen } from '@testing-library/react';
import type { User } from '../../../types/api.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { MemberAlerts } from './member-alerts.js';

const member = (changes: Partial<User> = {}, mainImage: User['profile']['main_image'] = null): User =>
  ({
    id: 'robin',
    status: 'confirmed',
    notifications_disabled: [],
    profile: { name: 'Robin', country: 'NL', status: 'active', main_image: mainImage },
    ...changes,
  }) as User;

describe(MemberAlerts.name, () => {
  beforeEach(() => window.localStorage.clear());

  it('asks a member without a photo for one, and stays quiet once dismissed', async () => {
    const { unmount } = await renderScreen(<MemberAlerts user={member()} pushPublicKey="" />);
    expect(screen.getByRole('status')).toHaveTextContent('Add a profile photo');
    expect(screen.getByRole('link', { name: 'Add a photo' })).toHaveAttribute('href', '/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    const { unmount: unmountAgain } = await renderScreen(<MemberAlerts user={member()} pushPublicKey="" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmountAgain();
    // Another member on the same device still gets the alert.
    await renderScreen(<MemberAlerts user={member({ id: 'sam' })} pushPublicKey="" />);
    expect(screen.getByRole('status')).toHaveTextContent('Add a profile photo');
  });

  it('tells a member whose mail stopped first, in their language, and leads to the notifications', async () => {
    await renderScreen(<MemberAlerts user={member({ notifications_disabled: ['bounce'] })} pushPublicKey="" />, {}, { language: 'de' });
    expect(screen.getByRole('status')).toHaveTextContent('Wir senden dir keine E-Mails mehr');
    expect(screen.getByRole('link', { name: 'Zu deinen Benachrichtigungen' })).toHaveAttribute('href', '/notifications');
  });

  it('shows nothing to a member with a photo whose mail goes out, or to one who has not confirmed yet', async () => {
    await renderScreen(<MemberAlerts user={member({}, { filename: 'a.jpg', thumb_filename: 'a-thumb.jpg' })} pushPublicKey="" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await renderScreen(<MemberAlerts user={member({ status: 'not_confirmed' })} pushPublicKey="" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
