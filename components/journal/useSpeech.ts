'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';

// The Web Speech API, which TypeScript's DOM library does not fully describe.
type RecognitionResultEvent = { results: ArrayLike<ArrayLike<{ transcript: string }>> };
type RecognitionErrorEvent = { error?: string };
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((e: RecognitionResultEvent) => void) | null;
  onerror: ((e: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
type RecognitionCtor = new () => Recognition;

function recognitionCtor(): RecognitionCtor | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * Single-shot dictation in en-US without interim results (SPEC section 4). The recognised words
 * are handed to `onText`; unsupported browsers get 'Speach To Text Failed'.
 */
export function useDictation(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  useEffect(() => () => recognition.current?.abort(), []);

  const start = useCallback(() => {
    if (recognition.current) {
      recognition.current.stop();
      return;
    }
    const Ctor = recognitionCtor();
    if (!Ctor) {
      toast.error('Speach To Text Failed');
      return;
    }
    const rec = new Ctor();
    rec.lang = 'en-US';
    rec.continuous = false;
    rec.interimResults = false;
    rec.maxAlternatives = 1;
    rec.onresult = (e) => {
      const transcript = e.results[0]?.[0]?.transcript ?? '';
      if (!transcript.trim()) return;
      onTextRef.current(transcript);
      toast.success('Voice added to journal');
    };
    rec.onerror = (e) => {
      // Stopping on purpose is not a failure.
      if (e.error !== 'aborted') toast.error('Voice recognition failed');
    };
    rec.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    try {
      rec.start();
    } catch {
      toast.error('Voice recognition failed');
      return;
    }
    recognition.current = rec;
    setListening(true);
    toast.info('Listening...');
  }, []);

  return { listening, start };
}

/**
 * Reads text aloud in en-US. One thing speaks at a time; `speaking` names which (the journal text
 * or the analysis) so that button can offer 'Stop Speaking'. Unsupported browsers get
 * 'Text To Speach Failed'.
 */
export function useSpeaker<Source extends string>() {
  const [speaking, setSpeaking] = useState<Source | null>(null);
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  const stop = useCallback(() => {
    current.current = null;
    setSpeaking(null);
    if (typeof window !== 'undefined' && window.speechSynthesis) window.speechSynthesis.cancel();
  }, []);

  useEffect(() => () => stop(), [stop]);

  const toggle = useCallback(
    (source: Source, text: string) => {
      if (speaking === source) {
        stop();
        return;
      }
      const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
      if (!synth || typeof window.SpeechSynthesisUtterance !== 'function') {
        toast.error('Text To Speach Failed');
        return;
      }
      synth.cancel();
      const utterance = new window.SpeechSynthesisUtterance(text);
      utterance.lang = 'en-US';
      const done = () => {
        if (current.current !== utterance) return;
        current.current = null;
        setSpeaking(null);
      };
      utterance.onend = done;
      utterance.onerror = done;
      current.current = utterance;
      setSpeaking(source);
      synth.speak(utterance);
    },
    [speaking, stop],
  );

  return { speaking, toggle, stop };
}
