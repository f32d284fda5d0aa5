/**
 * Where the server may send a push message: only a push service on the public internet over https.
 * A subscription is the member's input, and once pushes are sent the server fetches its URL, so an
 * address inside our network (a literal IP, localhost, an internal name) would be a request forgery.
 */
const INTERNAL_HOST_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home.arpa', '.intranet', '.corp'];
const IPV4_LITERAL = /^\d{1,3}(\.\d{1,3}){3}$/;

const isInternalHost = (hostname: string) =>
  hostname === 'localhost' ||
  !hostname.includes('.') ||
  INTERNAL_HOST_SUFFIXES.some((suffix) => hostname.endsWith(suffix)) ||
  IPV4_LITERAL.test(hostname) ||
  // URL keeps IPv6 literals in brackets.
  hostname.startsWith('[');

export const isPushServiceEndpoint = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && !url.username && !url.password && (url.port === '' || url.port === '443') && !isInternalHost(url.hostname);
};

/** The browser's subscription keys, base64url: a P-256 public key (65 bytes) and a 16-byte secret. */
export const PUSH_P256DH_KEY = /^[A-Za-z0-9_-]{86,88}={0,2}$/;
export const PUSH_AUTH_SECRET = /^[A-Za-z0-9_-]{21,24}={0,2}$/;
