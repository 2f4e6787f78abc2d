import type { ReactNode } from 'react';

/**
 * Numbers, dates, codes and inventory numbers keep their own left-to-right order inside Arabic
 * text: `2026-11-23 14:05:00` would otherwise read `14:05:00 2026-11-23` in a right-to-left cell.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
