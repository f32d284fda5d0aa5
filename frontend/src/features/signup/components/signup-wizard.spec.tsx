import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readChatDraft, writeChatDraft } from '../../../lib/chat-draft.js';
import { base64UrlToBytes } from '../../../lib/push-subscription.js';
import { FAKE_PUSH_SUBSCRIPTION, installFakePushBrowser, removeFakePushBrowser } from '../../../testing/fake-push-browser.js';
import { renderScreen, type FakeApi } from '../../../testing/render-screen.js';
import { forgetSignup } from '../utils/kept-signup.js';
import { SIGNUP_TEST_SETTINGS } from './signup.fixtures.js';
import { SignupWizard } from './signup-wizard.js';

const settings = SIGNUP_TEST_SETTINGS;
// A P-256 public key as the site settings give it (base64url).
const PUSH_PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

const AVAILABLE = { 'POST /api/signup-check.php': { body: { email_status: 'available', suggestion: null } } };
const REGIONS = {
  'GET /api/regions.php': { body: { regions: { NL: ['Noord-Holland'], BE: ['Antwerpen'] } } },
  'GET /api/cities.php': { body: { cities: ['Amsterdam', 'Haarlem'] } },
};

const renderWizard = (api: FakeApi = {}, siteSettings = settings, messageTo?: string) =>
  renderScreen(<SignupWizard headingLevel={1} settings={siteSettings} renderActivation={(email) => <p>activation for {email}</p>} messageTo={messageTo} />, {
    ...AVAILABLE,
    ...REGIONS,
    ...api,
  });

const heading = (name: string) => screen.findByRole('heading', { name });
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const fillAccount = async (email: string, password: string) => {
  await userEvent.type(screen.getByLabelText('E-mail address'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
};

const ROBIN = { id: '7b0c4d57-5d5e-4a43-9d55-0c7d6b6e2a11', name: 'Robin', email: 'robin@example.com' };
const ACCOUNT_CREATED: FakeApi = {
  'POST /api/signup.php': { status: 201, body: { user: ROBIN } },
  'PUT /api/my-profile.php': { body: { profile: { id: ROBIN.id } } },
  'GET /api/search.php': { body: { results: [], numResults: 42, page: 1, page_size: 24 } },
  'GET /api/user.php': { body: { user: ROBIN } },
};

/** Robin's answers to every step before the push question: no photo, Haarlem, a woman, nothing about herself. */
const answerUpToPush = async () => {
  await fillAccount(ROBIN.email, 'a long enough password');
  await next();
  await heading('Add a profile photo');
  await userEvent.click(screen.getByRole('button', { name: 'Later' }));
  await heading('Where do you live?');
  await userEvent.selectOptions(screen.getByLabelText('Country'), 'NL');
  expect(await screen.findByRole('option', { name: 'Noord-Holland' })).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Region'), 'Noord-Holland');
  await userEvent.type(screen.getByLabelText('City'), 'Haarlem');
  await next();
  await heading('About you');
  await userEvent.type(screen.getByLabelText('Profile name'), ROBIN.name);
  await userEvent.selectOptions(screen.getByLabelText('Month'), 'April');
  await userEvent.selectOptions(screen.getByLabelText('Day'), '12');
  await userEvent.type(screen.getByLabelText('Year'), '1990');
  await userEvent.click(screen.getByText('Woman', { exact: true }));
  await userEvent.click(screen.getByText('Straight', { exact: true }));
  await next();
  await heading('Tell us about yourself');
  await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
  await heading('Never miss a message');
};

describe('Signup wizard', () => {
  // The wizard keeps what was entered for the rest of the visit: every test starts a visit of its own.
  afterEach(() => {
    forgetSignup();
    removeFakePushBrowser();
  });

  it('stays on the account step with a message per field while the address or the password is not valid', async () => {
    const { calls } = await renderWizard();
    await fillAccount('not-an-address', 'short');
    await next();
    expect(await screen.findByText('Invalid e-mail address')).toBeInTheDocument();
    expect(screen.getByText(/password must be at least \d+ characters long/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create your free account' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/signup-check.php')).toEqual([]);
  });

  it('goes on once the server says the address is free, and Back keeps what was typed', async () => {
    const { calls } = await renderWizard();
    await fillAccount('robin@example.com', 'a long enough password');
    await next();
    await heading('Add a profile photo');
    expect(calls.find((call) => call.path === '/api/signup-check.php')?.body).toEqual({ email: 'robin@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Create your free account');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('robin@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('a long enough password');
  });

  it('does not go on with an address that already has an account, and offers to log in instead', async () => {
    await renderWizard({ 'POST /api/signup-check.php': { body: { email_status: 'active', suggestion: null } } });
    await fillAccount('taken@example.com', 'a long enough password');
    await next();
    expect(await screen.findByText('Log in with this e-mail address')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create your free account' })).toBeInTheDocument();
  });

  it('sends everything the member entered once, at the end, and shows the check-your-mail screen with the site’s welcome gift', async () => {
    const { calls } = await renderWizard(ACCOUNT_CREATED);
    await answerUpToPush();
    // jsdom has no push service: the step says so and offers to create the account without it.
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await heading('Check your e-mail');

    const signups = calls.filter((call) => call.path === '/api/signup.php');
    expect(signups).toHaveLength(1);
    expect(signups[0]!.body).toMatchObject({ email: 'robin@example.com', name: 'Robin', password: 'a long enough password', date_of_birth: '1990-04-12', language: 'en' });
    const profile = calls.find((call) => call.method === 'PUT' && call.path === '/api/my-profile.php');
    expect(profile?.body).toMatchObject({ location: { country: 'NL', region: 'Noord-Holland', city: 'Haarlem' } });
    expect(screen.getByText('activation for robin@example.com')).toBeInTheDocument();
    expect(screen.getByText('Your welcome gift: 3 free messages and 10 credits.')).toBeInTheDocument();
  });

  it('says so when the member written to is no longer there, keeps what was typed and signs up without the message on retry', async () => {
    const zeno = '3f1c2a9e-8d7b-4c6a-9e5f-1a2b3c4d5e6f';
    writeChatDraft(zeno, 'Hi Zeno!');
    let answered = 0;
    const { calls } = await renderWizard(
      {
        ...ACCOUNT_CREATED,
        'POST /api/signup.php': () =>
          answered++ === 0 ? { status: 422, body: { statusCode: 422, code: 'SIGNUP.MESSAGE_RECIPIENT_UNAVAILABLE' } } : { status: 201, body: { user: ROBIN } },
      },
      { ...settings, message_credits: 5 } as typeof settings,
      zeno,
    );
    await answerUpToPush();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The member you wrote to can no longer receive messages. Try again to create your account without your message.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await heading('Check your e-mail');

    const signups = calls.filter((call) => call.path === '/api/signup.php').map((call) => call.body as Record<string, unknown>);
    expect(signups[0]).toMatchObject({ email: ROBIN.email, date_of_birth: '1990-04-12', signup_message: { member_id: zeno, text: 'Hi Zeno!' } });
    expect(signups[1]).toMatchObject({ email: ROBIN.email, name: ROBIN.name, password: 'a long enough password', date_of_birth: '1990-04-12' });
    expect(signups[1]).not.toHaveProperty('signup_message');
    // Never sent, the message stays the chat's draft.
    expect(readChatDraft(zeno)).toBe('Hi Zeno!');
  });

  it('subscribes with the site’s key when the member allows push, and saves the subscription once the account exists', async () => {
    const browser = installFakePushBrowser({ permission: 'default' });
    const { calls } = await renderWizard({ ...ACCOUNT_CREATED, 'POST /api/user.php': { body: { ok: true } } }, { ...settings, push_public_key: PUSH_PUBLIC_KEY });
    await answerUpToPush();
    await userEvent.click(screen.getByRole('button', { name: 'Allow notifications' }));
    await heading('Check your e-mail');

    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(PUSH_PUBLIC_KEY) });
    const signup = calls.findIndex((call) => call.path === '/api/signup.php');
    const saved = calls.findIndex((call) => call.method === 'POST' && call.path === '/api/user.php');
    expect(calls[saved]?.body).toEqual({ subscription: FAKE_PUSH_SUBSCRIPTION });
    expect(saved).toBeGreaterThan(signup);
    expect(screen.queryByText('Push notifications could not be turned on. Please try again later in your settings.')).not.toBeInTheDocument();
  });
});
