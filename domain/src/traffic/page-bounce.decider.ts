import type { Decider } from '../kernel/decider.js';
import type { Command } from '../kernel/message.js';
import type { PageBounced } from './page-bounce.events.js';
import type { PageBounceRequest } from './page-bounce.requests.js';

export type RecordPageBounce = Command<'RecordPageBounce', PageBounceRequest>;

interface PageBounceState {
  readonly recorded: boolean;
}

/**
 * A landing visit's bounce, told once however often the browser's beacon is sent (its stream holds one event at
 * most). An empty traffic source value is no source.
 */
export const pageBounceDecider: Decider<RecordPageBounce, PageBounced, PageBounceState> = {
  initialState: { recorded: false },
  evolve: () => ({ recorded: true }),
  decide: ({ data, metadata }, { recorded }) =>
    recorded
      ? []
      : [
          {
            type: 'PageBounced',
            data: {
              visitId: data.visit_id,
              path: data.path,
              secondsOnPage: data.seconds_on_page,
              network: data.network || null,
              ref: data.ref || null,
              bouncedAt: metadata.now,
            },
          },
        ],
};
