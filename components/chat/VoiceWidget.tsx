'use client';
import { useEffect } from 'react';

export const VOICE_WIDGET_ATTR = 'data-voice-widget';

/** Nodes React renders carry its private keys; those belong to the app and are never removed here. */
function ownedByReact(node: Node): boolean {
  return Object.keys(node).some((k) => k.startsWith('__react'));
}

/**
 * SPEC section 2: /chat loads the external voice-assistant widget and removes it on leaving. The
 * script is added on mount; on unmount it is removed together with whatever the widget attached
 * to <body> while the screen was open, so no floating button outlives the chat screen.
 */
export function VoiceWidget({ src }: { src: string | null }) {
  useEffect(() => {
    if (!src) return;
    const added = new Set<Node>();
    const observer = new MutationObserver((records) => {
      for (const r of records) r.addedNodes.forEach((n) => added.add(n));
    });
    observer.observe(document.body, { childList: true });

    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.setAttribute(VOICE_WIDGET_ATTR, '');
    document.body.appendChild(script);

    return () => {
      observer.disconnect();
      script.remove();
      for (const node of added) {
        if (node !== script && node.parentNode === document.body && !ownedByReact(node)) document.body.removeChild(node);
      }
    };
  }, [src]);
  return null;
}
