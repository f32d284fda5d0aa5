import { extractLinks } from './dev-mailbox.adapter.js';

describe(extractLinks.name, () => {
  it('finds every distinct href in order and decodes HTML entities once', () => {
    const html = '<a href="https://a.test/?x=1&amp;y=2">a</a> <a class="b" href = "https://b.test/&amp;lt;">b</a> <a href="https://a.test/?x=1&amp;y=2">a</a>';
    expect(extractLinks(html)).toEqual([
      'https://a.test/?x=1&y=2',
      'https://b.test/&lt;',
    ]);
  });
});
