import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLeaveGuard } from '../components/unsaved-changes/unsaved-changes';

type FollowEvent = CustomEvent<{ href?: string; external?: boolean }>;

/**
 * Cloudscape links and menus render real anchors; this keeps a plain click inside the router,
 * asking first when a form has unsaved changes.
 */
export function useOnFollow(): (event: FollowEvent) => void {
  const navigate = useNavigate();
  const guard = useLeaveGuard();
  return useCallback(
    (event: FollowEvent) => {
      const { href, external } = event.detail;
      if (external || !href) return;
      event.preventDefault();
      guard(() => navigate(href));
    },
    [navigate, guard],
  );
}
