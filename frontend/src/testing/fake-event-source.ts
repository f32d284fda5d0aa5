import type { LiveEvent } from '@dating/domain';
import { act, waitFor } from '@testing-library/react';

/** The browser's server-sent events stream (jsdom has none): the test connects, drops and feeds it as the server would. */
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  close() {
    this.closed = true;
  }

  /** The server answered: the stream is connected. */
  connect() {
    return act(() => void this.dispatchEvent(new Event('open')));
  }

  /** The connection broke; a browser would try again by itself. */
  drop() {
    return act(() => void this.dispatchEvent(new Event('error')));
  }

  send(event: LiveEvent) {
    return act(() => void this.dispatchEvent(new MessageEvent(event.type, { data: JSON.stringify(event) })));
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
