/** The two members of a pair in a fixed order, so both directions meet on one stream (likes, a conversation). */
export const memberPair = (a: string, b: string): readonly [string, string] => (a < b ? [a, b] : [b, a]);
