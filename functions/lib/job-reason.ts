/** A stopped job's reason is stored and shown whole up to this length (an error's first lines). */
const REASON_MAX = 500;

export const clipReason = (reason: string) => (reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX - 1)}…` : reason);
