'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * A link that prefetches its page when the user shows the intent to follow it (pointer over it,
 * a touch, keyboard focus), not when it scrolls into view. The header, the bottom tabs and the
 * home page's buttons are on screen at every page load: Next's viewport prefetch then asked the
 * server for every screen at once (8 requests on a phone) and parsed the answers while the page was
 * still hydrating, on the main thread the first load needs.
 */
export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...rest }: Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string }) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...rest}
      href={href}
      prefetch={false}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        prefetch();
      }}
      onTouchStart={(e) => {
        onTouchStart?.(e);
        prefetch();
      }}
      onFocus={(e) => {
        onFocus?.(e);
        prefetch();
      }}
    />
  );
}
