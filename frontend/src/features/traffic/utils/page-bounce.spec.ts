import type { PageBounceRequest } from '@dating/domain';
import { bounceOf, landingOf, logBounce, type Landing } from './page-bounce.js';

const VISIT = '7d1e4c52-9a0b-4c3d-8e2f-1a2b3c4d5e6f';
const landing: Landing = { visitId: VISIT, path: '/', network: 'adnet', arrivedAt: 1_000_000 };

describe(landingOf.name, () => {
  it('starts bounce logging for an address with lb, keeping the traffic source', () =>
    expect(landingOf(new URL('https://dating.example/she?lb=1&network=adnet'), { network: 'adnet', ref: 'spring' }, VISIT, 5)).toEqual({
      visitId: VISIT,
      path: '/she',
      network: 'adnet',
      ref: 'spring',
      arrivedAt: 5,
    }));
  it('logs nothing without lb', () => expect(landingOf(new URL('https://dating.example/?network=adnet'), { network: 'adnet' }, VISIT, 5)).toBeNull());
});

describe(bounceOf.name, () => {
  it('tells the landing page, the whole seconds spent on it and the source', () =>
    expect(bounceOf(landing, 1_012_600)).toEqual({ visit_id: VISIT, path: '/', seconds_on_page: 13, network: 'adnet' }));
  it('counts a stay of more than a day as a day', () => expect(bounceOf(landing, 1_000_000 + 3 * 86_400_000)?.seconds_on_page).toBe(86_400));
  it('tells nothing of a landing page the site would refuse', () => expect(bounceOf({ ...landing, path: '/<script>' }, 1_001_000)).toBeNull());
});

describe(logBounce.name, () => {
  const setUp = () => {
    const target = new EventTarget();
    const sent: PageBounceRequest[] = [];
    let pageChanged: (path: string) => void = () => undefined;
    const stop = logBounce(
      {
        landing,
        onPageChange: (listener) => ((pageChanged = listener), () => (pageChanged = () => undefined)),
        send: (bounce) => sent.push(bounce),
        now: () => 1_004_000,
      },
      target as unknown as Window,
    );
    const leave = () => target.dispatchEvent(new Event('pagehide'));
    return { sent, leave, open: (path: string) => pageChanged(path), stop };
  };

  it('tells once that the visitor left from the landing page', () => {
    const { sent, leave } = setUp();
    leave();
    leave();
    expect(sent).toEqual([{ visit_id: VISIT, path: '/', seconds_on_page: 4, network: 'adnet' }]);
  });

  it('tells nothing once the visitor opened another page of the site, even back on the landing page', () => {
    const { sent, leave, open } = setUp();
    open('/pricing');
    open('/');
    leave();
    expect(sent).toEqual([]);
  });

  it('stops listening when stopped', () => {
    const { sent, leave, stop } = setUp();
    stop();
    leave();
    expect(sent).toEqual([]);
  });

  it('keeps the landing page itself (a re-render at the same path) a bounce', () => {
    const { sent, leave, open } = setUp();
    open('/');
    leave();
    expect(sent).toHaveLength(1);
  });
});
