import { Inject, Injectable } from '@nestjs/common';
import type { SqlExecutor } from '@dating/platform';
import { MEMBER_SEARCH_TABLE } from '@dating/projections';
import { SQL } from '../runtime/tokens.js';
import { CARD_COLUMNS, type MemberCardRow } from '../search/profile-card.js';

export interface MemberRow extends MemberCardRow {
  /** Others may see the member: visible, and confirmed unless run by the site. */
  listable: boolean;
}

/** One member's row of rm_member_search, the read model the projections role keeps. */
@Injectable()
export class MemberSearchReadModel {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  async member(memberId: string): Promise<MemberRow | undefined> {
    const { rows } = await this.sql.query<MemberRow>(
      `select ${CARD_COLUMNS}, (not m.invisible and (m.confirmed or m.fictional)) as listable from ${MEMBER_SEARCH_TABLE} m where m.member_id = $1`,
      [memberId],
    );
    return rows[0];
  }
}
