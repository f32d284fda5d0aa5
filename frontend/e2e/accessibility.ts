import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA: contrast (4.5:1 text, 3:1 large), names of links and controls, labels, landmarks. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The serious and critical axe findings on the page as it is now, one readable line each (what,
 * where, and why), prefixed with `where` (the page and its state). Empty when the page passes.
 */
export const accessibilityProblems = async (page: Page, where: string): Promise<string[]> => {
  // A colour in the middle of a transition (a button just pressed as a dialog opens) is neither its old nor its new
  // one: axe looks at the page at rest, with motion reduced, where the theme's transitions end at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Violations only: working out what passes (most of the page) would cost more than the check itself.
  const { violations } = await new AxeBuilder({ page })
    // In the page itself: the default finishes every run in a new blank tab, a renderer started and stopped per check,
    // which cost more than the check. The site has no frames from other origins that only the default would reach.
    .setLegacyMode()
    .withTags(WCAG_AA)
    .options({ resultTypes: ['violations'] })
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`),
    );
};
