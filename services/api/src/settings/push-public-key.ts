/** Injection token of the VAPID public key (base64url) browsers subscribe to web push with; '' when push is off. */
export const PUSH_PUBLIC_KEY = Symbol('PUSH_PUBLIC_KEY');
