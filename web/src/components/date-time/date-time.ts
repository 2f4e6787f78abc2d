const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A stored ISO timestamp as the console shows it: YYYY-MM-DD HH:mm:ss (the spec's lastSeen form)
 * in the reader's own time zone. Text that is not a date is shown as it came.
 */
export function formatTimestamp(value: string): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return value;
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
