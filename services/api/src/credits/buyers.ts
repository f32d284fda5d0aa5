import { Inject, Injectable } from '@nestjs/common';
import type { PersonalFieldCipher, SqlExecutor } from '@dating/platform';
import { findMemberContact, memberProfile } from '@dating/projections';
import { PERSONAL_FIELDS, SQL } from '../runtime/tokens.js';
import { Wallets } from '../wallet/wallets.js';
import type { Buyer } from './order-placement.js';

/** A member as a purchase needs them: premium or not, their country and offers, and who the provider bills. */
@Injectable()
export class Buyers {
  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    private readonly wallets: Wallets,
  ) {}

  async of(memberId: string): Promise<Buyer & { country: string | null }> {
    const [contact, wallet, profile] = await Promise.all([
      findMemberContact(this.sql, this.personalFields, memberId),
      this.wallets.of(memberId),
      memberProfile(this.sql, this.personalFields, memberId),
    ]);
    // Only a member erased meanwhile is missing, and their session ended with the erasure.
    if (!contact) throw new Error(`Member ${memberId} is not in the member-contact read model`);
    return {
      memberId,
      premium: wallet.premium,
      retentionDiscount: contact.retentionDiscount,
      name: contact.name ?? '',
      email: contact.email ?? '',
      language: contact.language,
      // Where the member lives, as their profile says; before they tell, the country of the site they joined.
      country: profile.location?.country ?? contact.country,
    };
  }
}
