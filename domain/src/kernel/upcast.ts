import type { Event } from './message.js';

type DataOf<E extends Event, T extends E['type']> = Extract<E, { type: T }>['data'];

/**
 * How one event type's stored data changed. `olderShapes` says, oldest first, each shape stored logs still hold besides
 * today's: shape n is version n, so today's shape is version 1 + olderShapes.length. `upgrade` brings data of any of them
 * to today's shape and leaves today's unchanged: stored events carry no version, so it tells the shapes apart by their
 * fields. A change to an event's fields that old logs would not satisfy adds a shape here, with its upgrade.
 */
export interface EventUpgrade<D> {
  readonly olderShapes: readonly [string, ...string[]];
  readonly upgrade: (stored: D) => D;
}

/** An aggregate's upgrades, per event type that has older shapes. */
export type EventUpgrades<E extends Event> = { readonly [T in E['type']]?: EventUpgrade<DataOf<E, T>> };

/** The version of the shape written today of each of `types`: 1, plus one per older shape its upgrade handles. */
export const eventVersionsOf = <E extends Event>(types: readonly E['type'][], upgrades: EventUpgrades<E> = {}): Readonly<Record<E['type'], number>> =>
  Object.fromEntries(types.map((type) => [type, 1 + (upgrades[type as E['type']]?.olderShapes.length ?? 0)])) as Record<E['type'], number>;

/**
 * An aggregate's upcaster: keeps events of its own types, bringing older shapes up to date with `upgrades`, and drops
 * every other type.
 */
export const upcastOwnTypes =
  <E extends Event>(types: readonly E['type'][], upgrades: EventUpgrades<E> = {}) =>
  (event: Event): E | undefined => {
    const type = event.type as E['type'];
    if (!types.includes(type)) return undefined;
    const upgrade = upgrades[type]?.upgrade as ((data: unknown) => unknown) | undefined;
    return { type, data: upgrade ? upgrade(event.data) : event.data } as E;
  };
