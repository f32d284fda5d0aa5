import type { RecordedEvent } from '@dating/domain';
import { decideAppend } from './append-decision.js';
import { anEvent } from './event-store.fixtures.js';

const stored = (count: number): RecordedEvent[] =>
  Array.from({ length: count }, (_, index) => ({ ...anEvent(), streamId: 's', streamVersion: index + 1, recordedAt: '', checkpoint: `c${index + 1}` }));

describe(decideAppend.name, () => {
  const stream = stored(300);

  it('appends new ids at the version that holds', () => {
    expect(decideAppend(stream, [anEvent()], 300)).toEqual({ kind: 'append', afterVersion: 300 });
    expect(decideAppend(stream, [anEvent()], 'any')).toEqual({ kind: 'append', afterVersion: 300 });
    expect(decideAppend([], [anEvent()], 'no_stream')).toEqual({ kind: 'append', afterVersion: 0 });
  });

  it('refuses an id stored long before at the current version, beyond any window an aggregate remembers', () =>
    expect(decideAppend(stream, [{ ...anEvent(), id: stream[0]!.id }], 300)).toEqual({ kind: 'duplicate' }));

  it('refuses a batch only part of which is stored, whatever the expected version', () =>
    expect(decideAppend(stream, [stream[299]!, anEvent()], 'any')).toEqual({ kind: 'duplicate' }));

  it('answers a retried batch with the result it had', () => {
    expect(decideAppend(stream, [stream[4]!, stream[5]!], 4)).toEqual({ kind: 'retried', result: { nextExpectedVersion: 6, checkpoint: 'c6', storedBefore: true } });
    expect(decideAppend(stream, [stream[4]!, stream[5]!], 'any')).toEqual({ kind: 'retried', result: { nextExpectedVersion: 6, checkpoint: 'c6', storedBefore: true } });
  });

  it('reports a stale version with the actual one', () => {
    expect(decideAppend(stream, [anEvent()], 12)).toEqual({ kind: 'conflict', actual: 300 });
    expect(decideAppend([], [anEvent()], 'stream_exists')).toEqual({ kind: 'conflict', actual: 'no_stream' });
  });
});
