import type { Texts } from '../i18n/i18n.js';

/** The element whose JSON the server writes into every page, for the browser to start from. */
export const PAGE_DATA_ID = 'page-data';

/** What the server decided and knew for this page: the browser starts from it and asks for none of it again. */
export interface PageData {
  /** The i18next locale the server chose (also the page's `lang`). */
  readonly locale: string;
  /** The texts of that locale the page needs, by locale and namespace. */
  readonly texts: Texts;
  /** The RTK Query cache as the server filled it (the site settings, who is logged in). */
  readonly api: unknown;
  /** Whether the markup in #root is the server's rendering of this page (then the browser hydrates it). */
  readonly rendered: boolean;
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close or comment it. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page data the server wrote, or undefined where no server rendered the page (Vite's dev server). */
export const readPageData = (): PageData | undefined => {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : undefined;
};
