import { requestText } from './request-text.rules.js';

// A log position as live events and checkpoints name it: two numbers of 20 digits.
const LOG_POSITION_LENGTH = 41;

/** A position in the log as a request may name it (a live event's id, the checkpoint of a member's last write). */
export const logPositionSchema = requestText(LOG_POSITION_LENGTH)
  .length(LOG_POSITION_LENGTH)
  .regex(/^\d{20}-\d{20}$/);
