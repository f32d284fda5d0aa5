import type { SqlExecutor } from '@dating/platform';
import { BLOCKS_TABLE } from './blocks.projection.js';

/** How a viewer and a member stand towards each other: a block in either direction changes what the viewer may see. */
export const BLOCK_RELATION = {
  NONE: 'none',
  /** The member blocked the viewer: every route to the member is shut to the viewer. */
  BLOCKED_BY_MEMBER: 'blocked_by_member',
  /** The viewer blocked the member: lists leave the member out, the profile says so. */
  BLOCKED_BY_VIEWER: 'blocked_by_viewer',
} as const;
export type BlockRelation = (typeof BLOCK_RELATION)[keyof typeof BLOCK_RELATION];

/**
 * SQL condition: `column` is neither someone `viewer` blocked nor someone who blocked `viewer` (both
 * SQL expressions). The two short lists are read once per statement (an InitPlan), not probed per row.
 */
export const notBlockedEitherWay = (column: string, viewer: string): string =>
  `${column} <> all(array(
      select blocked_id from ${BLOCKS_TABLE} where blocker_id = ${viewer}
      union all select blocker_id from ${BLOCKS_TABLE} where blocked_id = ${viewer}))`;

/** SQL condition: one of the members `a` and `b` (SQL expressions) blocked the other. */
export const blockedEitherWay = (a: string, b: string): string =>
  `exists (select 1 from ${BLOCKS_TABLE} where (blocker_id = ${a} and blocked_id = ${b}) or (blocker_id = ${b} and blocked_id = ${a}))`;

/** Whether `viewerId` may look at `memberId` as far as blocks go; nobody blocks themselves. */
export const blockRelation = async (sql: SqlExecutor, viewerId: string, memberId: string): Promise<BlockRelation> => {
  if (viewerId === memberId) return BLOCK_RELATION.NONE;
  const { rows } = await sql.query<{ blocker_id: string }>(`select blocker_id from ${BLOCKS_TABLE} where ${BETWEEN_THE_TWO}`, [memberId, viewerId]);
  return blockRelationOf(rows.map((row) => row.blocker_id), memberId);
};

/** SQL condition on the blocks table: a block between the members `$1` and `$2`, in either direction. */
export const BETWEEN_THE_TWO = '(blocker_id = $1 and blocked_id = $2) or (blocker_id = $2 and blocked_id = $1)';

/** The relation, seen by the viewer, from who blocked whom between the viewer and `memberId` (`BETWEEN_THE_TWO`). */
export const blockRelationOf = (blockerIds: readonly string[], memberId: string): BlockRelation => {
  // When both blocked each other, the viewer is shut out: the stricter answer wins.
  if (blockerIds.includes(memberId)) return BLOCK_RELATION.BLOCKED_BY_MEMBER;
  return blockerIds.length ? BLOCK_RELATION.BLOCKED_BY_VIEWER : BLOCK_RELATION.NONE;
};
