import { pageWindow } from './page-window.js';

describe(pageWindow.name, () => {
  it('shows one page alone', () => expect(pageWindow(1, 1)).toEqual([1]));
  it('shows every page of a short list', () => expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]));
  it('puts gaps around the current page in a long list', () =>
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]));
  it('fills a gap of one page with that page', () => expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]));
  it('keeps the last page in reach from the first', () => expect(pageWindow(1, 50)).toEqual([1, 2, null, 50]));
});
