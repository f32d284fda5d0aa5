import { screen } from '@testing-library/react';
import { renderScreen } from '../../../testing/render-screen.js';
import { ActivationError } from './activation-error.js';

describe(ActivationError.name, () => {
  it('says a link is no good when the site refused it', async () => {
    await renderScreen(<ActivationError />, {}, { route: '/activate/error' });
    expect(await screen.findByText('Link expired or invalid, please request a new e-mail')).toBeInTheDocument();
  });

  it('asks to try again later, not for a new link, when the site failed to take it', async () => {
    await renderScreen(<ActivationError />, {}, { route: '/activate/error?retry=1' });
    expect(await screen.findByText('An error occurred, please try again later.')).toBeInTheDocument();
  });
});
