'use client';
import { useTheme } from 'next-themes';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { showCarriedToast } from '@/lib/client/toast';

/**
 * Toasts at the top right, at most 20 on screen (SPEC section 9), below the 64px sticky header so
 * they never hide the navigation. They follow the app's theme, not the device's: someone who
 * picked dark on a light device gets dark toasts.
 */
export function AppToaster() {
  const { resolvedTheme } = useTheme();
  // A toast the previous page handed over before a full page load (lib/client/toast.ts). After the
  // Toaster has mounted, so sonner has somewhere to put it.
  useEffect(() => {
    const t = setTimeout(showCarriedToast, 0);
    return () => clearTimeout(t);
  }, []);
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
