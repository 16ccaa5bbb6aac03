'use client';
import { useTheme } from 'next-themes';
import { Toaster } from 'sonner';

/**
 * Toasts at the top right, at most 20 on screen (SPEC section 9). They follow the app's theme, not
 * the device's: someone who picked dark on a light device gets dark toasts.
 */
export function AppToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster position="top-right" visibleToasts={20} richColors closeButton theme={resolvedTheme === 'dark' ? 'dark' : 'light'} />;
}
