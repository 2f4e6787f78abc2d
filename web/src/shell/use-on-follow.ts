import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

type FollowEvent = CustomEvent<{ href?: string; external?: boolean }>;

/**
 * Cloudscape links and menus render real anchors; this keeps a plain click inside the router
 * (whose blocker asks first when a form has unsaved changes).
 */
export function useOnFollow(): (event: FollowEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: FollowEvent) => {
      const { href, external } = event.detail;
      if (external || !href) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
