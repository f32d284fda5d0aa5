import { open, seal } from './aes-gcm.js';
import type { SqlExecutor } from '../sql/sql.port.js';
import type { KeyStore } from './key-store.port.js';

// A read-model or queue copy of a personal field is bound to its subject and to this purpose, so a
// sealed value cannot be moved into another member's row or passed off as an event field.
const contextOf = (subjectId: string): string => `${subjectId}/copy`;

/** One sealed value and whose key opens it. */
export interface SealedField {
  readonly subjectId: string;
  readonly sealed: string | null;
}

/**
 * Personal fields outside the event log (read-model rows, recipient tables, job payloads, mails kept by the dev
 * mailbox) are stored sealed with the subject's key, like the log's own fields. PostgreSQL keeps deleted rows in
 * dead tuples and the WAL; once the key is destroyed every such copy is unreadable, wherever it still lies.
 */
export class PersonalFieldCipher {
  constructor(private readonly keys: Pick<KeyStore, 'getOrCreateKey' | 'getOrCreateKeys' | 'getKeys' | 'within'>) {}

  /** The same cipher, with its keys read and created inside `executor` (a projection's open transaction). */
  within(executor: SqlExecutor): PersonalFieldCipher {
    return new PersonalFieldCipher(this.keys.within(executor));
  }

  /** base64(iv | tag | ciphertext); null when the subject is erased (their key is gone, nothing may be kept readable). */
  async seal(subjectId: string, value: string): Promise<string | null> {
    const key = await this.keys.getOrCreateKey(subjectId);
    return key ? seal(key, Buffer.from(value, 'utf8'), contextOf(subjectId)).toString('base64') : null;
  }

  /** `seal` for many values, with one key lookup (and creation) for all their subjects; same order as `values`. */
  async sealAll(values: readonly { readonly subjectId: string; readonly value: string }[]): Promise<(string | null)[]> {
    const keys = values.length ? await this.keys.getOrCreateKeys(values.map(({ subjectId }) => subjectId)) : new Map<string, Buffer>();
    return values.map(({ subjectId, value }) => {
      const key = keys.get(subjectId);
      return key ? seal(key, Buffer.from(value, 'utf8'), contextOf(subjectId)).toString('base64') : null;
    });
  }

  /** The plaintext, or null when nothing was sealed or the subject's key is gone. */
  async open(subjectId: string, sealed: string | null): Promise<string | null> {
    const [value] = await this.openAll([{ subjectId, sealed }]);
    return value ?? null;
  }

  /** Opens many values with one key lookup for all their subjects; same order as `fields`. */
  async openAll(fields: readonly SealedField[]): Promise<(string | null)[]> {
    const subjects = fields.filter((field) => field.sealed !== null).map((field) => field.subjectId);
    const keys = subjects.length ? await this.keys.getKeys(subjects) : new Map<string, Buffer>();
    return fields.map(({ subjectId, sealed }) => {
      const key = keys.get(subjectId);
      if (sealed === null || !key) return null;
      return open(key, Buffer.from(sealed, 'base64'), contextOf(subjectId)).toString('utf8');
    });
  }

  /** Opens the sealed fields of many rows with one key lookup for all of them: per row, its values in its fields' order. */
  async openEach<Row>(rows: readonly Row[], fieldsOf: (row: Row) => readonly SealedField[]): Promise<(string | null)[][]> {
    const fields = rows.map(fieldsOf);
    const opened = await this.openAll(fields.flat());
    let next = 0;
    return fields.map((own) => opened.slice(next, (next += own.length)));
  }
}
