import type { Consumer, LiveBus } from '@dating/platform';
import { LIVE_SIGNAL_SOURCES, liveSignalsOf } from './live-signals.js';

export const LIVE_PUBLISHER = 'live-publisher';

// Live is about now: a first start over an old log, or a long outage, must not replay history into open pages.
const LIVE_WINDOW_MS = 2 * 60_000;

/**
 * The consumer of the log that feeds the live bus: once across all processes (its lock), every event that concerns
 * open pages becomes a signal on the bus, which every API process hears and passes to its own connected members.
 */
export const livePublisher = (bus: LiveBus, now: () => number = Date.now): Consumer => ({
  name: LIVE_PUBLISHER,
  handles: LIVE_SIGNAL_SOURCES,
  outsideTransactions: true,
  async handle(events) {
    const envelopes = events.filter((event) => now() - Date.parse(event.recordedAt) < LIVE_WINDOW_MS).flatMap(liveSignalsOf);
    if (envelopes.length) await bus.publish('live', JSON.stringify(envelopes));
  },
});
