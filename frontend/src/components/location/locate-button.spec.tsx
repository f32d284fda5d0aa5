import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GEOLOCATION_MAX_AGE_MS } from '../../lib/geolocation/geolocation-slice.js';
import { renderScreen } from '../../testing/render-screen.js';
import { LocateButton } from './locate-button.js';

const UTRECHT = { country: 'NL', region: 'Utrecht', city: 'Utrecht' };
const GEOCODE = { 'GET /api/geocode.php': { body: UTRECHT } };

type PositionCallback = (position: { coords: { latitude: number; longitude: number } }) => void;
type ErrorCallback = (error: { code: number }) => void;

/** A browser's geolocation: answers with Utrecht's centre, or refuses as a member who blocked it. */
const installGeolocation = (answer: 'position' | 'denied' = 'position') => {
  const getCurrentPosition = jest.fn((found: PositionCallback, failed: ErrorCallback) =>
    answer === 'position' ? found({ coords: { latitude: 52.09, longitude: 5.12 } }) : failed({ code: 1 }),
  );
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
};

/** The Permissions API telling the geolocation state, which the test changes as the browser's settings would. */
const installPermissions = (state: PermissionState) => {
  const status = Object.assign(new EventTarget(), { state });
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query: async () => status } });
  return (next: PermissionState) => {
    status.state = next;
    status.dispatchEvent(new Event('change'));
  };
};

const useMine = () => screen.getByRole('button', { name: 'Use my location' });

describe(LocateButton.name, () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
    Reflect.deleteProperty(navigator, 'permissions');
    jest.restoreAllMocks();
  });

  it('finds the place once and, within the hour, again without asking the browser or the server', async () => {
    const getCurrentPosition = installGeolocation();
    const found = jest.fn();
    const { calls } = await renderScreen(<LocateButton countries={['NL']} onFound={found} />, GEOCODE);
    await userEvent.click(useMine());
    await userEvent.click(useMine());
    expect(found).toHaveBeenCalledTimes(2);
    expect(found).toHaveBeenLastCalledWith(UTRECHT);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.path === '/api/geocode.php')).toHaveLength(1);
  });

  it('asks the browser and the server again once the place is an hour old', async () => {
    const getCurrentPosition = installGeolocation();
    const { calls } = await renderScreen(<LocateButton countries={['NL']} onFound={() => undefined} />, GEOCODE);
    await userEvent.click(useMine());
    const later = Date.now() + GEOLOCATION_MAX_AGE_MS;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await userEvent.click(useMine());
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
    expect(calls.filter((call) => call.path === '/api/geocode.php')).toHaveLength(2);
  });

  it('is not offered where the browser has no geolocation', async () => {
    await renderScreen(<LocateButton countries={['NL']} onFound={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Use my location' })).not.toBeInTheDocument();
  });

  it('follows the browser’s permission: blocked, it says at once the location is unavailable; allowed, it works', async () => {
    installGeolocation();
    const changePermission = installPermissions('denied');
    const found = jest.fn();
    // The browser tells the permission after the first render.
    await act(() => renderScreen(<LocateButton countries={['NL']} onFound={found} />, GEOCODE));
    expect(await screen.findByText('Your location is not available. Please choose your city below.')).toBeInTheDocument();
    expect(useMine()).toBeDisabled();

    act(() => changePermission('granted'));
    expect(useMine()).toBeEnabled();
    await userEvent.click(useMine());
    expect(found).toHaveBeenCalledWith(UTRECHT);
  });

  it('keeps a refusal as the permission where the browser does not tell it beforehand, and keeps no place', async () => {
    installGeolocation('denied');
    const { calls, store } = await renderScreen(<LocateButton countries={['NL']} onFound={() => undefined} />, GEOCODE);
    await userEvent.click(useMine());
    expect(await screen.findByText('Your location is not available. Please choose your city below.')).toBeInTheDocument();
    expect(useMine()).toBeDisabled();
    expect(store.getState().geolocation).toEqual({ permission: 'denied' });
    expect(calls).toEqual([]);
  });
});
