import type { LiveEvent } from '@dating/domain';
import { act, waitFor } from '@testing-library/react';

/** The browser's server-sent events stream (jsdom has none): the test connects, drops and feeds it as the server would. */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  closed = false;
  readyState = FakeEventSource.CONNECTING;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  close() {
    this.closed = true;
  }

  /** The server answered: the stream is connected. */
  connect() {
    this.readyState = FakeEventSource.OPEN;
    return act(() => void this.dispatchEvent(new Event('open')));
  }

  /** The connection broke; a browser would try again by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    return act(() => void this.dispatchEvent(new Event('error')));
  }

  /** The server refused the stream (no session any more): the browser gives up on it. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    return act(() => void this.dispatchEvent(new Event('error')));
  }

  /** An event of the stream; `id` is its SSE id (the log position), which the browser keeps as `lastEventId`. */
  send(event: LiveEvent, id = '') {
    return act(() => void this.dispatchEvent(new MessageEvent(event.type, { data: JSON.stringify(event), lastEventId: id })));
  }
}

export const installFakeEventSource = () => Object.assign(globalThis, { EventSource: FakeEventSource });

export const removeFakeEventSource = () => {
  Reflect.deleteProperty(globalThis, 'EventSource');
  FakeEventSource.opened = [];
};

/** The page's stream, once it has been opened. */
export const openedLiveStream = async (): Promise<FakeEventSource> => {
  await waitFor(() => expect(FakeEventSource.opened).not.toHaveLength(0));
  return FakeEventSource.opened.at(-1)!;
};
