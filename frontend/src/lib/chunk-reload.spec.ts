import { isChunkLoadError, mayReload, RELOAD_GUARD_MS } from './chunk-reload.js';

describe(mayReload.name, () => {
  it('reloads the first time', () => expect(mayReload(undefined, 1_000)).toBe(true));
  it('does not reload again within a minute', () => expect(mayReload(1_000, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false));
  it('reloads again after a minute', () => expect(mayReload(1_000, 1_000 + RELOAD_GUARD_MS)).toBe(true));
});

describe(isChunkLoadError.name, () => {
  it('recognises a chunk that failed to load', () =>
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/login.js'))).toBe(true));
  it('ignores other errors', () => expect(isChunkLoadError(new Error('boom'))).toBe(false));
});
