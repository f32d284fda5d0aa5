import { Inject, Injectable } from '@nestjs/common';
import type { UserView } from '@dating/domain';
import type { PersonalFieldCipher, SqlExecutor } from '@dating/platform';
import { findMemberContact } from '@dating/projections';
import { CLOCK, PERSONAL_FIELDS, SQL, type Clock } from '../runtime/tokens.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { Wallets } from '../wallet/wallets.js';
import { toUserView } from './user.view.js';

const CATCH_UP_MS = 3_000;
const CATCH_UP_STEP_MS = 25;

/**
 * GET /api/user.php's user: one row of the member-contact read model and the wallet's snapshot and short tail,
 * whatever the length of the member's history.
 * Commands whose answer or next page shows the user wait for that read model (MEMBER_CONTACT_PROJECTION) first.
 */
@Injectable()
export class UserViews {
  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    private readonly sites: SiteResolver,
    private readonly wallets: Wallets,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(memberId: string): Promise<UserView> {
    for (let tries = 1; ; tries += 1) {
      const user = await this.find(memberId);
      if (user) return user;
      // A member whose signup failed after recording them (the first session did not open) may log in before the
      // read model has them; otherwise only a member erased meanwhile is missing, and their sessions end with it.
      if (tries * CATCH_UP_STEP_MS >= CATCH_UP_MS) throw new Error(`Member ${memberId} is not in the member-contact read model`);
      await new Promise((resolve) => setTimeout(resolve, CATCH_UP_STEP_MS));
    }
  }

  async find(memberId: string): Promise<UserView | null> {
    const [member, wallet] = await Promise.all([findMemberContact(this.sql, this.personalFields, memberId), this.wallets.of(memberId)]);
    return member && toUserView(member, wallet, this.sites.forHost(member.domain), this.clock.now().toISOString());
  }
}
