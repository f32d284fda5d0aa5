// http_ece (RFC 8188, the encryption of push payloads) ships no types; push tests decrypt with it as a browser does.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    readonly version: 'aes128gcm';
    readonly privateKey: ECDH;
    readonly authSecret: Buffer;
  }
  const ece: { decrypt(content: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
