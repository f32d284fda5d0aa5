import { z } from 'zod';

/** POST /api/block.php */
export const blockRequestSchema = z.object({ member_id: z.uuid() });
export type BlockRequest = z.infer<typeof blockRequestSchema>;
