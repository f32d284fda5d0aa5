import { z } from 'zod';
import { requestText } from '../kernel/request-text.rules.js';

/** POST /api/staff/wallet-correction.php: staff add (positive) or take away (negative) credits, with a reason. */
export const walletCorrectionRequestSchema = z.strictObject({
  member_id: z.uuid(),
  credits: z.number().int().min(-100_000).max(100_000).refine((credits) => credits !== 0),
  reason: requestText(200).trim().min(3),
  /** Makes a retried correction (a double click, a resent request) count once. */
  correction_id: z.uuid(),
});
export type WalletCorrectionRequest = z.infer<typeof walletCorrectionRequestSchema>;
