/**
 * Where the server may send a push message: only to the push services browsers subscribe with. A subscription is
 * the member's input and the server fetches its URL, so any other host (our network's, a cloud's metadata service,
 * a stranger's server) would be a request forgery; an allow-list closes what a list of internal names cannot
 * (`localhost.`, `metadata.google.internal.`, public names resolving to private addresses).
 */
const PUSH_SERVICE_HOSTS: readonly string[] = [
  // Chrome, Edge on Android, Opera, Samsung Internet (Firebase Cloud Messaging).
  'fcm.googleapis.com',
];
/** Services with a host per region or shard: any subdomain of these. */
const PUSH_SERVICE_DOMAINS: readonly string[] = [
  // Firefox (Mozilla autopush: updates.push.services.mozilla.com).
  'push.services.mozilla.com',
  // Edge on Windows (Windows Push Notification Services: wns2-<region>.notify.windows.com).
  'notify.windows.com',
  // Safari on macOS and iOS (web.push.apple.com).
  'push.apple.com',
];

const HTTPS_PORT = '443';
// A hostname as URL leaves it: lower-case labels of letters, digits and hyphens (no IP literal, no punycode trickery needed).
const HOSTNAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

const isPushServiceHost = (hostname: string) =>
  HOSTNAME.test(hostname) && (PUSH_SERVICE_HOSTS.includes(hostname) || PUSH_SERVICE_DOMAINS.some((domain) => hostname.endsWith(`.${domain}`)));

/**
 * The endpoint in the one form the server keeps and sends to (host in lower case, no trailing dot, no default port),
 * or undefined when it is not an https URL of a push service on port 443 without credentials.
 */
export const pushServiceEndpoint = (value: string): string | undefined => {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  // URL drops the scheme's default port itself; any port left is another one.
  if (url.protocol !== 'https:' || url.username || url.password || (url.port !== '' && url.port !== HTTPS_PORT)) return undefined;
  const hostname = url.hostname.replace(/\.$/, '');
  if (!isPushServiceHost(hostname)) return undefined;
  url.hostname = hostname;
  return url.href;
};

/** The browser's subscription keys, base64url: a P-256 public key (65 bytes) and a 16-byte secret. */
export const PUSH_P256DH_KEY = /^[A-Za-z0-9_-]{86,88}={0,2}$/;
export const PUSH_AUTH_SECRET = /^[A-Za-z0-9_-]{21,24}={0,2}$/;
