'use client';
import { useTheme } from 'next-themes';
import { useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '@/lib/client/idle';
import { loadedSonner, loadSonner, subscribeSonner } from '@/lib/client/lazy-sonner';
import { showCarriedToast } from '@/lib/client/toast';

/**
 * Toasts at the top right, at most 20 on screen (SPEC section 9), below the 64px sticky header so
 * they never hide the navigation. They follow the app's theme, not the device's: someone who
 * picked dark on a light device gets dark toasts. sonner's code is not in the first load: it is
 * fetched when the page is first idle, or earlier if a toast is asked for (lib/client/lazy-sonner.ts).
 */
export function AppToaster() {
  const { resolvedTheme } = useTheme();
  const sonner = useSyncExternalStore(subscribeSonner, loadedSonner, () => null);
  useEffect(
    () =>
      whenIdle(() => {
        loadSonner().catch(() => {});
      }),
    [],
  );
  // A toast the previous page handed over before a full page load (lib/client/toast.ts); it waits
  // for sonner like any early toast, and sonner shows it once the Toaster below subscribes.
  useEffect(() => showCarriedToast(), []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      position="top-right"
      visibleToasts={20}
      richColors
      closeButton
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ top: 72, left: 8, right: 8 }}
      theme={resolvedTheme === 'dark' ? 'dark' : 'light'}
    />
  );
}
