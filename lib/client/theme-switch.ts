'use client';
import { flushSync } from 'react-dom';

/**
 * Runs a theme change (next-themes' setTheme) with CSS transitions off while the colours change,
 * so buttons and cards do not fade between themes. next-themes' own disableTransitionOnChange did
 * this on every page load as well, where nothing changes: two restylings of the whole page right
 * after hydration, the costliest work of a phone's page load after React itself.
 */
export function switchTheme(apply: () => void) {
  const style = document.createElement('style');
  style.appendChild(document.createTextNode('*,*::before,*::after{transition:none!important}'));
  document.head.appendChild(style);
  // The new class is on <html> once this returns (the update and its effects run now), and the
  // style read makes the browser apply it while transitions are still off.
  flushSync(apply);
  window.getComputedStyle(document.body);
  setTimeout(() => style.remove(), 1);
}
