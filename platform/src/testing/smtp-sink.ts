import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Test support for mail over SMTP: a real server on loopback that keeps what it receives, and a reader of what came. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: string[];
  readonly raw: string;
}

/** A real SMTP server on a random loopback port that keeps what it receives. */
export const startSmtpSink = async () => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

export const decodeQuotedPrintable = (raw: string): string => {
  const unwrapped = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unwrapped.length; i += 1) {
    const hex = /^=([0-9A-F]{2})/.exec(unwrapped.slice(i, i + 3));
    if (hex) {
      bytes.push(parseInt(hex[1] as string, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
};

/** A message as its reader sees it: header fields by lower-case name, decoded, and the decoded text and HTML parts. */
export interface ParsedMail {
  readonly headers: ReadonlyMap<string, string>;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

// RFC 2047 words (=?UTF-8?Q?...?= or B); whitespace between two encoded words belongs to neither.
const ENCODED_WORD = /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi;
const decodeEncodedWords = (value: string): string =>
  value.replace(/(\?=)\s+(?==\?)/g, '$1').replace(ENCODED_WORD, (_word, _charset: string, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replaceAll('_', ' ')),
  );

const splitHeaderAndBody = (entity: string): [Map<string, string>, string] => {
  const end = entity.search(/\r?\n\r?\n/);
  const head = end < 0 ? entity : entity.slice(0, end);
  const body = end < 0 ? '' : entity.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return [headers, body];
};

const decodeBody = (headers: ReadonlyMap<string, string>, body: string): string => {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
};

/** Enough MIME for a text-and-HTML mail as nodemailer writes it (no mailparser in this workspace). */
export const parseMail = (raw: string): ParsedMail => {
  const [headers, body] = splitHeaderAndBody(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        // The line break before a boundary belongs to the boundary (RFC 2046), not to the part's content.
        .map((part) => splitHeaderAndBody(part.replace(/^\r?\n/, '').replace(/\r?\n$/, '')))
    : [[headers, body] as const];
  const partOf = (type: string) => {
    const found = parts.find(([partHeaders]) => (partHeaders.get('content-type') ?? '').toLowerCase().startsWith(type));
    return found ? decodeBody(found[0], found[1]) : '';
  };
  return { headers, subject: headers.get('subject') ?? '', text: partOf('text/plain'), html: partOf('text/html') };
};
