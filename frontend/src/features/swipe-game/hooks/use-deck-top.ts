import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps `--swipe-deck-top` on the deck: how far down the page it starts (the navigation, any notices above the game,
 * its title and allowance), so a phone's card takes only the height left for it above the like and pass buttons.
 */
export const useDeckTop = <Deck extends HTMLElement>() => {
  const deck = useRef<Deck>(null);
  useLayoutEffect(() => {
    const element = deck.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => element.style.setProperty('--swipe-deck-top', `${element.getBoundingClientRect().top + window.scrollY}px`);
    // Whatever moves the deck (a notice closed above it, the allowance turning into the wait) resizes the page or the game.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    if (element.parentElement) observer.observe(element.parentElement.parentElement ?? element.parentElement);
    return () => observer.disconnect();
  });
  return deck;
};
