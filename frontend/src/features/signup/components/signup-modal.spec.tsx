import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderScreen, type FakeApi } from '../../../testing/render-screen.js';
import { forgetSignup } from '../utils/kept-signup.js';
import { SIGNUP_TEST_SETTINGS } from './signup.fixtures.js';
import { SignupModal } from './signup-modal.js';

const settings = SIGNUP_TEST_SETTINGS;

const API: FakeApi = {
  'POST /api/signup-check.php': { body: { email_status: 'available', suggestion: null } },
  'GET /api/regions.php': { body: { regions: { NL: ['Noord-Holland'], BE: ['Antwerpen'] } } },
  'GET /api/cities.php': { body: { cities: ['Amsterdam', 'Haarlem'] } },
};
const PASSWORD = 'a long enough password';

/** A page with a "sign up" link, as the default layout has: the modal is there only while open. */
const PageWithSignup = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sign up free
      </button>
      {open && <SignupModal settings={settings} renderActivation={(email) => <p>activation for {email}</p>} onClose={() => setOpen(false)} />}
    </>
  );
};

const openSignup = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Sign up free' }));
  return screen.findByRole('dialog', { name: 'Sign up' });
};
const renderPage = async (api: FakeApi = {}) => {
  const view = await renderScreen(<PageWithSignup />, { ...API, ...api });
  await openSignup();
  return view;
};

const signup = () => screen.queryByRole('dialog', { name: 'Sign up' });
const question = () => screen.queryByRole('alertdialog', { name: 'Stop signing up?' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });
const heading = (name: string) => screen.findByRole('heading', { name });
const pressBackdrop = () => fireEvent.mouseDown(signup()!);
const next = () => userEvent.click(button('Next'));
const fillAccount = async () => {
  await userEvent.type(field('E-mail address'), 'robin@example.com');
  await userEvent.type(field('Password'), PASSWORD);
};

/** What the tab's storage holds, key and value. */
const storedItems = () =>
  Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index)!).map((key) => [key, sessionStorage.getItem(key)!] as const);
const tabStorage = () => storedItems().map(([, value]) => value).join('\n');

describe('Signup modal', () => {
  // What was entered is kept for the visit (memory) and the tab (storage): every test is a visit of its own.
  afterEach(() => {
    forgetSignup();
    sessionStorage.clear();
  });

  it('closes the empty wizard at once, by Escape, the backdrop or the close button', async () => {
    await renderPage();
    await userEvent.keyboard('{Escape}');
    expect(signup()).not.toBeInTheDocument();

    await openSignup();
    pressBackdrop();
    expect(signup()).not.toBeInTheDocument();

    await openSignup();
    await userEvent.click(button('Close sign-up'));
    expect(signup()).not.toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
    // The focus is back on what opened the signup.
    expect(document.activeElement).toBe(button('Sign up free'));
  });

  it('asks first when closing with typed data, and Keep going keeps everything', async () => {
    await renderPage();
    await fillAccount();
    await userEvent.click(button('Close sign-up'));

    const dialog = screen.getByRole('alertdialog', { name: 'Stop signing up?', description: 'What you entered stays here if you come back.' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The safe answer has the focus, and Tab stays inside the question.
    expect(document.activeElement).toBe(button('Keep going'));
    await userEvent.tab();
    expect(document.activeElement).toBe(button('Close'));
    await userEvent.tab();
    expect(document.activeElement).toBe(button('Keep going'));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(button('Close'));

    await userEvent.click(button('Keep going'));
    expect(question()).not.toBeInTheDocument();
    expect(signup()).toBeInTheDocument();
    expect(field('E-mail address')).toHaveValue('robin@example.com');
    expect(field('Password')).toHaveValue(PASSWORD);
    // The focus is back where it was when the question came up.
    expect(document.activeElement).toBe(button('Close sign-up'));
  });

  it('asks on Escape, on the backdrop and on the close button alike', async () => {
    await renderPage();
    await userEvent.type(field('E-mail address'), 'robin@example.com');

    await userEvent.keyboard('{Escape}');
    expect(question()).toBeInTheDocument();
    // Escape on the question is "Keep going": the signup stays, the focus goes back to the field.
    await userEvent.keyboard('{Escape}');
    expect(question()).not.toBeInTheDocument();
    expect(signup()).toBeInTheDocument();
    expect(document.activeElement).toBe(field('E-mail address'));

    pressBackdrop();
    expect(question()).toBeInTheDocument();
    // A press beside the question answers nothing.
    fireEvent.mouseDown(question()!);
    expect(question()).toBeInTheDocument();
    await userEvent.click(button('Keep going'));
    expect(document.activeElement).toBe(field('E-mail address'));

    await userEvent.click(button('Close sign-up'));
    expect(question()).toBeInTheDocument();
    await userEvent.click(button('Close'));
    expect(question()).not.toBeInTheDocument();
    expect(signup()).not.toBeInTheDocument();
    expect(document.activeElement).toBe(button('Sign up free'));
  });

  it('reopens at the step it was closed at, with the data entered, and keeps no password in the tab', async () => {
    await renderPage();
    await fillAccount();
    await next();
    await heading('Add a profile photo');
    await userEvent.click(button('Close sign-up'));
    await userEvent.click(button('Close'));
    expect(signup()).not.toBeInTheDocument();
    expect(tabStorage()).toContain('robin@example.com');
    expect(tabStorage()).not.toContain(PASSWORD);

    await openSignup();
    await heading('Add a profile photo');
    await userEvent.click(button('Back'));
    await heading('Create your free account');
    expect(field('E-mail address')).toHaveValue('robin@example.com');
    expect(field('Password')).toHaveValue(PASSWORD);
  });

  it('after a reload takes up the signup with all but the password, asks for it and goes on where it was', async () => {
    await renderPage();
    await fillAccount();
    await next();
    await heading('Add a profile photo');
    await userEvent.click(button('Later'));
    await heading('Where do you live?');
    await userEvent.click(button('Close sign-up'));
    await userEvent.click(button('Close'));

    // A reload: the page's memory is gone, the tab's storage stays.
    const stored = storedItems();
    forgetSignup();
    for (const [key, value] of stored) sessionStorage.setItem(key, value);

    await openSignup();
    await heading('Create your free account');
    expect(field('E-mail address')).toHaveValue('robin@example.com');
    expect(field('Password')).toHaveValue('');
    expect(document.activeElement).toBe(field('Password'));
    expect(screen.getByText(/your password was not kept: please enter it again/)).toBeInTheDocument();
    await userEvent.type(field('Password'), PASSWORD);
    await next();
    await heading('Where do you live?');
  });

  it('cannot be closed while the account is being made, and forgets the signup once it is made', async () => {
    const user = { id: '7b0c4d57-5d5e-4a43-9d55-0c7d6b6e2a11', name: 'Robin', email: 'robin@example.com' };
    await renderPage({
      'POST /api/signup.php': { status: 201, body: { user } },
      'PUT /api/my-profile.php': { body: { profile: { id: user.id } } },
      'GET /api/search.php': { body: { results: [], numResults: 42, page: 1, page_size: 24 } },
      'GET /api/user.php': { body: { user } },
    });
    // The "find matches" line waits until released, so the sending step can be tried while it runs.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const answer = globalThis.fetch;
    globalThis.fetch = (async (request: Request) => {
      if (new URL(request.url).pathname === '/api/search.php') await released;
      return answer(request);
    }) as typeof fetch;

    await fillAccount();
    await next();
    await heading('Add a profile photo');
    await userEvent.click(button('Later'));
    await heading('Where do you live?');
    await screen.findByRole('option', { name: 'Noord-Holland' });
    await userEvent.selectOptions(field('Region'), 'Noord-Holland');
    await userEvent.type(field('City'), 'Haarlem');
    await next();
    await heading('About you');
    await userEvent.type(field('Profile name'), 'Robin');
    await userEvent.selectOptions(field('Month'), 'April');
    await userEvent.selectOptions(field('Day'), '12');
    await userEvent.type(field('Year'), '1990');
    await userEvent.click(screen.getByText('Woman', { exact: true }));
    await userEvent.click(screen.getByText('Straight', { exact: true }));
    await next();
    await heading('Tell us about yourself');
    await userEvent.click(button('Skip'));
    await heading('Never miss a message');
    await userEvent.click(button('Create account'));
    await heading('Creating your account');

    await userEvent.keyboard('{Escape}');
    pressBackdrop();
    expect(question()).not.toBeInTheDocument();
    expect(signup()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close sign-up' })).not.toBeInTheDocument();
    // The account exists by now: nothing entered for it is kept any longer.
    await waitFor(() => expect(tabStorage()).toBe(''));

    release();
    await heading('Check your e-mail');
    expect(screen.getByText('activation for robin@example.com')).toBeInTheDocument();
    // Nothing is left to lose: the close button (back once the sending is over) closes at once, and the
    // next signup starts afresh.
    await userEvent.click(await screen.findByRole('button', { name: 'Close sign-up' }));
    expect(question()).not.toBeInTheDocument();
    expect(signup()).not.toBeInTheDocument();
    await openSignup();
    await heading('Create your free account');
    expect(field('E-mail address')).toHaveValue('');
  });
});
