/**
 * The two accounts the embedded default seeds next to its demo members, so a newcomer can log in
 * at once and try moderation. Printed by the start banner; never seeded in production.
 */
export const DEMO_MEMBER_ACCOUNT = { name: 'Demo', email: 'demo@localhost', password: 'demo-member' } as const;
export const STAFF_ACCOUNT = { name: 'Staff', email: 'staff@localhost', password: 'staff-member' } as const;
