'use client';
import { useEffect } from 'react';

export const LEAVE_PROMPT = 'You have unsaved changes to this entry. Leave anyway? They stay as a draft on this device.';

/**
 * While `dirty`, leaving asks first: closing or reloading the tab (`beforeunload`, whose text the
 * browser writes) and following an in-app link (a confirm; the App Router has no navigation event
 * to cancel, so link clicks are caught before Next's own handler sees them). The draft is stored
 * either way, so the question is about surprise, not loss.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin === window.location.origin && url.pathname === window.location.pathname) return;
      if (!window.confirm(LEAVE_PROMPT)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture phase: runs before Next's Link handler, so a cancelled click never navigates.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
