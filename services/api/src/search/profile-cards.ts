import { Inject, Injectable } from '@nestjs/common';
import type { Coordinates, Gender, Sexuality } from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import { BLOCKS_TABLE, MEMBER_SEARCH_TABLE } from '@dating/projections';
import { CLOCK, SQL, type Clock } from '../runtime/tokens.js';
import { CARD_COLUMNS, positionOf, toProfileCard, type MemberCardRow, type ProfileCard } from './profile-card.js';

/** What lists need to know about the member looking at them. */
export interface ViewerProfile {
  readonly memberId: string;
  readonly gender: Gender | null;
  readonly sexuality: Sexuality | null;
  readonly position: Coordinates | undefined;
}

/** Turns rm_member_search rows into ProfileCards as one viewer sees them (age today, distance from the viewer's city). */
@Injectable()
export class ProfileCards {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  async viewer(memberId: string | undefined): Promise<ViewerProfile | undefined> {
    if (memberId === undefined) return undefined;
    const { rows } = await this.sql.query<{ gender: Gender | null; sexuality: Sexuality | null; lat: number | null; lon: number | null }>(
      `select gender, sexuality, lat, lon from ${MEMBER_SEARCH_TABLE} where member_id = $1`,
      [memberId],
    );
    const row = rows[0];
    return { memberId, gender: row?.gender ?? null, sexuality: row?.sexuality ?? null, position: positionOf(row) };
  }

  toCards(rows: readonly MemberCardRow[], viewer: ViewerProfile | undefined): ProfileCard[] {
    const today = this.today();
    return rows.map((row) => toProfileCard(row, today, viewer?.position));
  }

  /** GET /api/blocks.php: the members this member blocked, most recent block first. */
  async blockedBy(memberId: string): Promise<ProfileCard[]> {
    const [{ rows }, viewer] = await Promise.all([
      this.sql.query<MemberCardRow>(
        `select ${CARD_COLUMNS} from ${BLOCKS_TABLE} b join ${MEMBER_SEARCH_TABLE} m on m.member_id = b.blocked_id
          where b.blocker_id = $1 order by b.blocked_at desc, m.member_id`,
        [memberId],
      ),
      this.viewer(memberId),
    ]);
    return this.toCards(rows, viewer);
  }
}
