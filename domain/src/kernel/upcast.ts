import type { Event } from './message.js';

type DataOf<E extends Event, T extends E['type']> = Extract<E, { type: T }>['data'];

/**
 * An aggregate's upcaster: keeps events of its own types, bringing older shapes up to date with `upgrades`
 * (per type, from the data as stored to today's data), and drops every other type.
 */
export const upcastOwnTypes =
  <E extends Event>(types: readonly E['type'][], upgrades: { readonly [T in E['type']]?: (data: DataOf<E, T>) => DataOf<E, T> } = {}) =>
  (event: Event): E | undefined => {
    const type = event.type as E['type'];
    if (!types.includes(type)) return undefined;
    const upgrade = upgrades[type] as ((data: unknown) => unknown) | undefined;
    return { type, data: upgrade ? upgrade(event.data) : event.data } as E;
  };
