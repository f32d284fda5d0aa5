import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { migrateCredentials, type SqlPort } from '@dating/platform';
import { SQL } from '../runtime/tokens.js';

/**
 * Password hashes live outside the event log, referenced from MemberSignedUp by an opaque id:
 * exports and replays of the log never carry them.
 */
@Injectable()
export class CredentialRepository implements OnModuleInit {
  constructor(@Inject(SQL) private readonly sql: SqlPort) {}

  onModuleInit(): Promise<void> {
    return this.migrate();
  }

  // The table is the platform's: the final-deletion sweeper in the workers role deletes rows too.
  migrate(): Promise<void> {
    return migrateCredentials(this.sql);
  }

  async save(ref: string, passwordHash: string): Promise<void> {
    await this.sql.query(
      `insert into credentials (ref, password_hash) values ($1, $2)
       on conflict (ref) do update set password_hash = excluded.password_hash, updated_at = now()`,
      [ref, passwordHash],
    );
  }

  async find(ref: string): Promise<string | undefined> {
    const { rows } = await this.sql.query<{ password_hash: string }>('select password_hash from credentials where ref = $1', [ref]);
    return rows[0]?.password_hash;
  }

  /** A replaced password's hash has no further use; keeping it would only keep an old secret crackable. */
  async delete(ref: string): Promise<void> {
    await this.sql.query('delete from credentials where ref = $1', [ref]);
  }
}
