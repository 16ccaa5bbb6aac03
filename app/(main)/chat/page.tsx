import type { Metadata } from 'next';
import { connection } from 'next/server';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { ChatScreen } from '@/components/chat/ChatScreen';
import { voiceWidgetSrc } from '@/components/chat/voice-widget-src';
import { aiStatus } from '@/lib/ai/provider';
import { serverEnv } from '@/lib/env';

export const metadata: Metadata = { title: 'AI Chat' };

export default async function ChatPage() {
  // Read at request time, not baked in at build: the deployment's settings decide.
  await connection();
  const src = voiceWidgetSrc(serverEnv().VOICE_WIDGET_SRC);
  return (
    <RequireAuth>
      <ChatScreen voiceWidgetSrc={src} offline={aiStatus().offline} />
    </RequireAuth>
  );
}
