import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../testing/render-screen.js';
import { PasswordSettings } from './password-settings.js';

const fill = async (labels: Record<string, string>) => {
  for (const [label, value] of Object.entries(labels)) await userEvent.type(screen.getByLabelText(label, { exact: true }), value);
};

describe('Settings tab: changing the password', () => {
  it('names the field whose confirmation does not match, in the member\'s language, and sends nothing', async () => {
    const { calls } = await renderScreen(<PasswordSettings />);
    await fill({ 'Current password': 'old secret phrase', 'New password': 'a brand new phrase', 'Repeat your new password': 'a different phrase' });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords you entered do not match.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/password.php')).toEqual([]);
  });

  it('sends the three fields and confirms the change', async () => {
    const { calls } = await renderScreen(<PasswordSettings />, { 'PUT /api/password.php': { body: { ok: true } } });
    await fill({ 'Current password': 'old secret phrase', 'New password': 'a brand new phrase', 'Repeat your new password': 'a brand new phrase' });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'PUT', path: '/api/password.php', body: { old_password: 'old secret phrase', password: 'a brand new phrase', password_confirmation: 'a brand new phrase' } }));
    expect(await screen.findByText(/password has been changed/i)).toBeInTheDocument();
  });

  it('shows the server\'s refusal of the old password, translated, and keeps what was typed', async () => {
    await renderScreen(<PasswordSettings />, { 'PUT /api/password.php': { status: 400, body: { statusCode: 400, code: 'PASSWORD.OLD_INCORRECT' } } });
    await fill({ 'Current password': 'not my password', 'New password': 'a brand new phrase', 'Repeat your new password': 'a brand new phrase' });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Check your old password.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password', { exact: true })).toHaveValue('a brand new phrase');
  });
});
