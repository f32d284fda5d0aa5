import type { Page } from '@playwright/test';

/**
 * What does not fit a phone's width on the page as it is: the page itself scrolling sideways, any
 * visible element reaching past the right edge (unless a scrolling or clipping box holds it), text
 * cut off by its own box (a label or button whose words are hidden), a word broken across two lines other
 * than at a soft hyphen (where a browser has no hyphenation dictionary, `overflow-wrap: anywhere` breaks at any
 * letter: "Utestengel / sespolicy"), and a link of the top navigation not whole on screen (a scrolling row would
 * hold it, but a member would not see that section). One readable line per problem.
 */
export const layoutProblems = (page: Page, where: string): Promise<string[]> =>
  page.evaluate((where) => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const heldByAncestor = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const measure = document.createElement('canvas').getContext('2d')!;
    /** A select shows its chosen option's text in its own box (less the arrow): wider text is cut off. */
    const selectCutOff = (select: HTMLSelectElement, style: CSSStyleDeclaration) => {
      measure.font = style.font;
      const text = select.selectedOptions[0]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return measure.measureText(text).width > room + 1;
    };
    /** Words of letters only (an address, a code or a word with digits may break anywhere) whose lines part elsewhere than at a soft hyphen. */
    const wordsBrokenMidWord = (text: Text): string[] => {
      const range = document.createRange();
      range.selectNodeContents(text);
      // Letters of one line may stand a pixel or two apart (a card turned as it is swiped); another line is half a letter lower.
      const halfALetter = parseFloat(getComputedStyle(text.parentElement!).fontSize) / 2;
      if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top / halfALetter))).size < 2) return [];
      // A letter after a soft hyphen's break also holds the hyphen drawn at the end of the line before: its own box is the last.
      const topOf = (from: number, to: number) => {
        range.setStart(text, from);
        range.setEnd(text, to);
        return [...range.getClientRects()].at(-1)?.top ?? 0;
      };
      const broken: string[] = [];
      for (const word of (text.textContent ?? '').matchAll(/(?<=(?:^|\s)\p{P}*)[\p{L}\u00AD]{2,}(?=\p{P}*(?:\s|$))/gu)) {
        const start = word.index;
        // A soft hyphen inside a line draws nothing and has no place of its own: letters alone are compared.
        let previousTop = topOf(start, start + 1);
        for (let at = start + 1; at < start + word[0].length; at += 1) {
          if (word[0][at - start] === '\u00AD') continue;
          const top = topOf(at, at + 1);
          if (Math.abs(top - previousTop) > halfALetter && word[0][at - start - 1] !== '\u00AD') {
            broken.push(`${word[0].slice(0, at - start)} / ${word[0].slice(at - start)}`.replaceAll('\u00AD', ''));
            break;
          }
          previousTop = top;
        }
      }
      return broken;
    };
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) problems.push(`${where}: the page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen`);
    for (const link of document.querySelectorAll('.top-nav a')) {
      const box = link.getBoundingClientRect();
      if (box.width > 0 && (box.left < -1 || box.right > width + 1)) problems.push(`${where}: the navigation's ${describe(link)} is not whole on screen`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility === 'hidden' || box.width === 0 || box.height === 0 || element.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      if (box.right > width + 1 && !heldByAncestor(element)) problems.push(`${where}: ${describe(element)} reaches ${Math.round(box.right)}px`);
      if (element instanceof HTMLSelectElement && selectCutOff(element, style)) problems.push(`${where}: <select id="${element.id}"> shows "${element.selectedOptions[0]?.text}" cut off`);
      const clipsText = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      const ownTexts = [...element.childNodes].filter((node): node is Text => node.nodeType === Node.TEXT_NODE && !!node.textContent?.trim());
      for (const broken of ownTexts.flatMap(wordsBrokenMidWord)) problems.push(`${where}: ${describe(element)} breaks the word "${broken}"`);
      if (ownTexts.length === 0 || element.scrollWidth <= element.clientWidth + 1) continue;
      // A word wider than its box: hidden when the box clips, else it runs out of the box (and maybe off the screen).
      if (clipsText) problems.push(`${where}: ${describe(element)} is cut off`);
      else if (!heldByAncestor(element) && style.display !== 'inline') problems.push(`${where}: ${describe(element)} has words wider than its box`);
    }
    return problems;
  }, where);
