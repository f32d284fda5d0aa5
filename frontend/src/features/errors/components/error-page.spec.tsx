import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorPage } from './error-page.js';

/** An app whose texts could not load: i18next knows the language but holds no text of it. */
const withoutTexts = async (language: string) => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: {}, ns: ['errors'], defaultNS: 'errors' });
  return i18n;
};

const renderErrorPage = async (language: string, status: number) => {
  const i18n = await withoutTexts(language);
  const router = createMemoryRouter([{ path: '*', element: <ErrorPage status={status} /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
};

describe(ErrorPage.name, () => {
  describe('when the texts could not load', () => {
    it('says the page was not found in the visitor’s language, with the way home', async () => {
      await renderErrorPage('pl', 404);
      expect(screen.getByRole('heading', { name: 'Nie znaleziono tej strony' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Powrót do strony głównej' })).toHaveAttribute('href', '/');
    });

    it('names an error in its own words, never a key', async () => {
      await renderErrorPage('nl', 500);
      expect(screen.getByRole('heading', { name: 'Fout' })).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/page\.\w+/);
    });
  });
});
