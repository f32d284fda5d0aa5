/** Spec §4: the lines of the sending progress, in the order the member sees them. */
export const SENDING_LINES = ['check', 'create', 'matches', 'mail'] as const;
export type SendingLine = (typeof SENDING_LINES)[number];
export type LineStatus = 'waiting' | 'running' | 'done' | 'failed';
export type SendingProgress = Record<SendingLine, LineStatus>;
