import { readFileSync } from 'node:fs';
import { EVENT_STREAMS, eventStreamOf, eventVersionOf, inTodaysShape } from './event-streams.js';
import type { Event } from './kernel/message.js';
import type { Registration } from './registration/registration.decider.js';

/**
 * One stored event of the fixture log: every version of every event type the log may hold (today's shape of each,
 * each older shape an upgrade handles, the legacy types), as the log holds it once decrypted. `upgraded` is what an
 * older shape reads as today.
 */
interface FixtureEvent extends Event<string, Record<string, unknown>> {
  readonly version: number;
  readonly note?: string;
  readonly upgraded?: Record<string, unknown>;
}

interface CataloguedField {
  readonly name: string;
  readonly type: string;
  readonly optional: boolean;
}

const FIXTURE = new URL('./fixtures/event-versions.fixture.ndjson', import.meta.url);
// The generated catalogue: today's fields of each type (a test in projections keeps it current).
const CATALOGUE = new URL('../../docs/event-catalogue.json', import.meta.url);

const fixture: readonly FixtureEvent[] = readFileSync(FIXTURE, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as FixtureEvent);

const catalogue = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as { events: { type: string; fields: CataloguedField[] }[] };
const fieldsOf = (type: string): readonly CataloguedField[] => catalogue.events.find((event) => event.type === type)?.fields ?? [];

const PRIMITIVES: Readonly<Record<string, (value: unknown) => boolean>> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number',
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
};

/** Whether `value` fits a catalogued type made of primitives and literals; true for any other type (not checked here). */
const fitsType = (type: string, value: unknown): boolean => {
  const parts = type.split(' | ');
  const checks = parts.map((part) => PRIMITIVES[part] ?? (/^'[^']*'$/.test(part) ? (candidate: unknown) => candidate === part.slice(1, -1) : undefined));
  return checks.some((check) => check === undefined) || checks.some((check) => check!(value));
};

/** What keeps `data` from being today's shape of `type`: missing and unknown fields, and values of another type. */
const shapeProblems = (type: string, data: Record<string, unknown>): string[] => {
  const fields = fieldsOf(type);
  const known = new Set(fields.map((field) => field.name));
  return [
    ...fields.filter((field) => !field.optional && !Object.hasOwn(data, field.name)).map((field) => `${type}: lacks ${field.name}`),
    ...Object.keys(data).filter((name) => !known.has(name)).map((name) => `${type}: has unknown field ${name}`),
    ...fields
      .filter((field) => Object.hasOwn(data, field.name) && !fitsType(field.type, data[field.name]))
      .map((field) => `${type}: ${field.name} ${JSON.stringify(data[field.name])} is not ${field.type}`),
  ];
};

const upcast = (event: FixtureEvent): Event | undefined => eventStreamOf(event.type)?.upcast({ type: event.type, data: event.data });

describe('the fixture log of every event version', () => {
  it('holds every version of every event type the log may hold', () => {
    const held = new Set(fixture.map((event) => `${event.type} v${event.version}`));
    const expected = EVENT_STREAMS.flatMap((kind) => kind.types.flatMap((type) => Array.from({ length: kind.versions[type]! }, (_, index) => `${type} v${index + 1}`)));
    expect(expected.filter((version) => !held.has(version))).toEqual([]);
  });

  it('holds no event type or version the domain does not know', () => {
    const unknown = fixture.filter((event) => !(event.version >= 1 && event.version <= (eventVersionOf(event.type) ?? 0)));
    expect(unknown.map((event) => `${event.type} v${event.version}`)).toEqual([]);
  });

  it('names what each older shape must read as, and nothing for today’s', () => {
    const misnamed = fixture.filter((event) => (event.version < eventVersionOf(event.type)!) !== (event.upgraded !== undefined));
    expect(misnamed.map((event) => `${event.type} v${event.version}`)).toEqual([]);
  });

  describe('when each event is read back through its aggregate’s upcaster', () => {
    const readBack = fixture.map((event) => ({ event, read: upcast(event) }));

    it('keeps its type and leaves today’s shape as stored', () => {
      for (const { event, read } of readBack) {
        expect(read?.type).toBe(event.type);
        if (event.upgraded === undefined) expect(read?.data).toEqual(event.data);
      }
    });

    it('brings each older shape to the data today’s code would have written', () => {
      for (const { event, read } of readBack.filter(({ event }) => event.upgraded !== undefined)) expect(read?.data).toEqual(event.upgraded);
    });

    it('gives every event today’s shape', () => {
      expect(readBack.flatMap(({ read }) => (read ? shapeProblems(read.type, read.data as Record<string, unknown>) : []))).toEqual([]);
    });
  });

  // Per aggregate, the fixture's events of all its streams in one fold: a test of each shape against evolve, not a history.
  it.each(EVENT_STREAMS.filter((kind) => kind.fold).map((kind) => [kind.aggregate, kind] as const))('folds the %s events through its evolve', (_, kind) => {
    const events = fixture.filter((event) => kind.types.includes(event.type)).map((event) => kind.upcast(event)!);
    expect(() => kind.fold!(events)).not.toThrow();
  });

  it('gives any reader of the log each event as its aggregate reads it, and today’s shapes untouched', () => {
    const read = fixture.map((event) => ({ type: event.type, data: inTodaysShape({ type: event.type, data: event.data }).data }));
    expect(read).toEqual(fixture.map((event) => ({ type: event.type, data: event.upgraded ?? event.data })));
  });

  it('lets evolve read an upgraded older shape as today’s', () => {
    const registration = EVENT_STREAMS.find((kind) => kind.aggregate === 'registration')!;
    const old = fixture.find((event) => event.type === 'ActivationTokenIssued' && event.version === 1)!;
    const signedUp = fixture.find((event) => event.type === 'MemberSignedUp')!;
    const state = registration.fold!([signedUp, old].map((event) => registration.upcast(event)!)) as Registration;
    expect(state.exists && state.activationTokensIssuedAt).toEqual([old.upgraded!.issuedAt]);
  });
});
