'use client';
import { SendHorizontal, Square } from 'lucide-react';
import { useLayoutEffect, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { CHAT_MESSAGE_MAX } from '@/lib/limits';

const COUNTER_FROM = CHAT_MESSAGE_MAX - 500;
const MAX_HEIGHT_PX = 192;

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** No chat selected: nothing can be sent. */
  disabled: boolean;
  pending: boolean;
  /** Ends the reply being written; the Stop button shows while there is one. */
  onStop?: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
};

export function Composer({ value, onChange, onSend, disabled, pending, onStop, inputRef }: Props) {
  const length = value.trim().length;
  const tooLong = length > CHAT_MESSAGE_MAX;
  const canSend = !disabled && !pending && length > 0 && !tooLong;

  // Grows with the text up to a few lines, then scrolls.
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [value, inputRef]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (canSend) onSend();
  };

  // SPEC section 5: Enter without shift sends; Shift+Enter is a new line. An IME composing a
  // character also uses Enter, and that Enter is not a send.
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-3 sm:p-4 dark:border-slate-800">
      <div className="flex items-end gap-2">
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          rows={1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your message..."
          disabled={disabled}
          aria-invalid={tooLong || undefined}
          aria-describedby="chat-input-hint"
          className="input max-h-48 min-h-[2.75rem] resize-none py-2.5 leading-relaxed"
        />
        {pending && onStop && (
          <button
            type="button"
            className="btn-secondary h-11 shrink-0 px-3 sm:px-4"
            onClick={onStop}
            title="Stop the reply here (what is written so far is kept)"
          >
            <Square className="h-4 w-4 fill-current" aria-hidden />
            Stop
          </button>
        )}
        <button type="submit" className="btn-primary h-11 shrink-0 px-3 sm:px-4" disabled={!canSend} aria-label="Send" title="Send">
          <SendHorizontal className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">Send</span>
        </button>
      </div>
      <div id="chat-input-hint" className="mt-2 flex items-center justify-between gap-3 text-[11px] text-slate-600 dark:text-slate-400">
        <span>
          <span className="hidden sm:inline">Enter to send · Shift+Enter for a new line · </span>
          An AI assistant, not a therapist. In an emergency, call your local emergency number.
        </span>
        {length >= COUNTER_FROM && (
          <span className={`shrink-0 tabular-nums ${tooLong ? 'font-medium text-red-600 dark:text-red-400' : ''}`} aria-live="polite">
            {length.toLocaleString('en-US')}/{CHAT_MESSAGE_MAX.toLocaleString('en-US')}
          </span>
        )}
      </div>
    </form>
  );
}
