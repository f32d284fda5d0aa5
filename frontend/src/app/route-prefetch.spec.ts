import { jest } from '@jest/globals';
import type { RouteObject } from 'react-router';
import { isPrefetching, isSlowConnection, routePrefetcher } from './route-prefetch.js';

const ORIGIN = 'https://dating.example';

const routesLoading = () => {
  const loads = { profile: jest.fn(async () => ({})), likes: jest.fn(async () => ({})) };
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { path: '/members/:id', lazy: loads.profile },
        { path: '/likes', lazy: loads.likes },
      ],
    },
  ];
  return { routes, loads };
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe(isSlowConnection.name, () => {
  it.each([
    ['a 2G connection', { effectiveType: '2g' }],
    ['a slow 2G connection', { effectiveType: 'slow-2g' }],
    ['a member saving data, however fast', { saveData: true, effectiveType: '4g' }],
  ])('is slow on %s', (_case, connection) => expect(isSlowConnection(connection)).toBe(true));

  it.each([
    ['3G', { effectiveType: '3g' }],
    ['4G', { effectiveType: '4g', saveData: false }],
    ['a browser that does not say', undefined],
  ])('is not slow on %s', (_case, connection) => expect(isSlowConnection(connection)).toBe(false));
});

describe(routePrefetcher.name, () => {
  it('loads the screen a link leads to, once however many links lead there', async () => {
    const { routes, loads } = routesLoading();
    const prefetch = routePrefetcher(routes, () => ({ effectiveType: '4g' }), ORIGIN);
    prefetch(`${ORIGIN}/members/4f1c2a9e-0c4b-4f7e-9a55-1d2f3e4a5b6c`);
    prefetch(`${ORIGIN}/members/0b7d8e6f-1111-4222-8333-444455556666?from=search`);
    expect(isPrefetching()).toBe(true);
    await settled();
    expect(loads.profile).toHaveBeenCalledTimes(1);
    expect(loads.likes).not.toHaveBeenCalled();
    expect(isPrefetching()).toBe(false);
  });

  // A load counts as under way from the moment it is decided on, so none under way right after the call means none comes.
  it('loads nothing on a slow connection', () => {
    const { routes } = routesLoading();
    routePrefetcher(routes, () => ({ effectiveType: '2g' }), ORIGIN)(`${ORIGIN}/likes`);
    expect(isPrefetching()).toBe(false);
  });

  it('leaves links to other sites and to no screen alone', () => {
    const { routes } = routesLoading();
    const prefetch = routePrefetcher(routes, () => undefined, ORIGIN);
    prefetch('https://elsewhere.example/likes');
    prefetch(`${ORIGIN}/nowhere`);
    expect(isPrefetching()).toBe(false);
  });

  it('tries a screen whose code failed to load again at its next link', async () => {
    const { routes, loads } = routesLoading();
    loads.likes.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    const prefetch = routePrefetcher(routes, () => undefined, ORIGIN);
    prefetch(`${ORIGIN}/likes`);
    await settled();
    expect(isPrefetching()).toBe(false);
    prefetch(`${ORIGIN}/likes`);
    await settled();
    expect(loads.likes).toHaveBeenCalledTimes(2);
  });
});
