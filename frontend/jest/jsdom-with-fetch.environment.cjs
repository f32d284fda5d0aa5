// jsdom has no fetch; components under test call the API through RTK Query, which needs fetch and
// Request. Node's own are handed in, with page-relative URLs resolved against the jsdom page as a
// browser would.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = () => this.global.location.href;
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page()) : input, init);
      }
    }
    Object.assign(this.global, { fetch, Request: PageRequest, Response, Headers, AbortController, AbortSignal, structuredClone, TextEncoder, TextDecoder });
  }
}

module.exports = JsdomWithFetchEnvironment;
