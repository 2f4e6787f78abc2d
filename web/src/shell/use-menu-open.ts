import { useEffect, useState } from 'react';
import { useMediaQuery } from './use-media-query';

/**
 * Cloudscape's 1120 px breakpoint ('m'): below it the content needs the room, so the menu folds
 * to its icon rail. Crossing the breakpoint resets the choice; in between the toggle decides.
 */
export const MENU_BREAKPOINT_PX = 1120;

/** Cloudscape's mobile width: there the rail does not exist and the menu opens over the page. */
export const MOBILE_MAX_PX = 688;

export function useMenuOpen(): [boolean, (open: boolean) => void] {
  const wide = useMediaQuery(`(min-width: ${MENU_BREAKPOINT_PX}px)`);
  const [open, setOpen] = useState(wide);
  useEffect(() => setOpen(wide), [wide]);
  return [open, setOpen];
}

export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX_PX}px)`);
}
