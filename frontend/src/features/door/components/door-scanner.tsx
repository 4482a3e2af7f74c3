import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { DoorGuest } from '../door-night';
import type { DoorListEntry } from '../door-list-entries';
import type { DoorTicket } from '../door-tickets';
import type { ScanVerdict } from '../door-sync';
import type { MessageId } from '@izlazak/contracts';
import { useMessages } from '../../../lib/locale';

interface DoorScannerProps {
  /** Decides a scanned code (the server, or the device's list without a connection). */
  onCode: (code: string) => Promise<ScanVerdict>;
  /** A code of a guest who may come in: the scanner closes and their sheet opens. */
  onGuest: (guest: DoorGuest) => void;
  /** A code of a name on tonight's guest list who may come in: the scanner closes and the name's card opens. */
  onListEntry: (entry: DoorListEntry) => void;
  onTicket: (ticket: DoorTicket) => void;
  onClose: () => void;
}

/** The same code read again within this time is the same guest still in front of the camera. */
const SAME_CODE_MS = 3_000;
const READ_EVERY_MS = 120;

type Phase = 'starting' | 'scanning' | 'checking' | 'failed';

/**
 * The camera (the rear one on a phone) reading QR codes. A code that is refused is said on the
 * screen and the camera keeps reading: one bad code never stops the door.
 */
export function DoorScanner({ onCode, onGuest, onListEntry, onTicket, onClose }: DoorScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [phase, setPhase] = useState<Phase>('starting');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<MessageId | null>(null);
  const t = useMessages();
  const codeRead = useEffectEvent((code: string) => onCode(code));
  const guestFound = useEffectEvent((guest: Parameters<typeof onGuest>[0]) => onGuest(guest));
  const entryFound = useEffectEvent((entry: DoorListEntry) => onListEntry(entry));
  const ticketFound = useEffectEvent((ticket: DoorTicket) => onTicket(ticket));

  useEffect(() => {
    // Focus goes into the scanner and, when it closes, back to where it was ('Skeniraj').
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      if (before?.isConnected) before.focus();
    };
  }, [onClose]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { code: '', at: 0 };

    async function run() {
      try {
        const [reader, media] = await Promise.all([
          import('../scanner/qr-reader').then((module) => module.qrReader()),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
        ]);
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
        setPhase('scanning');
        const tick = async () => {
          if (stopped) return;
          const picture = video.current;
          if (picture && picture.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
            const code = await reader.read(picture).catch(() => null);
            if (code && !stopped && !(code === last.code && Date.now() - last.at < SAME_CODE_MS)) {
              setPhase('checking');
              const verdict = await codeRead(code);
              last = { code, at: Date.now() };
              if (stopped) return;
              if (verdict.kind === 'guest') {
                guestFound(verdict.guest);
                return;
              }
              if (verdict.kind === 'listEntry') {
                entryFound(verdict.entry);
                return;
              }
              if (verdict.kind === 'ticket') {
                ticketFound(verdict.ticket);
                return;
              }
              setRefusal(verdict.message);
              setPhase('scanning');
            }
          }
          timer = setTimeout(() => void tick(), READ_EVERY_MS);
        };
        void tick();
      } catch (error) {
        if (stopped) return;
        setPhase('failed');
        setFailure(cameraProblem(error));
      }
    }

    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="door-scanner" role="dialog" aria-modal="true" aria-label={t('door.scanner.label')} data-bs-theme="dark">
      <div className="door-scanner__view">
        <video ref={video} className="door-scanner__video" muted playsInline aria-hidden="true" />
        <div className="door-scanner__frame" aria-hidden="true" />
      </div>
      <div className="door-scanner__panel">
        <p className="door-scanner__state" role="status">
          {phase === 'starting' && t('door.scanner.starting')}
          {phase === 'scanning' && t('door.scanner.scanning')}
          {phase === 'checking' && t('door.scanner.checking')}
        </p>
        {refusal && phase !== 'failed' && (
          <div className="door-scanner__refusal" role="alert" data-testid="scan-refusal">
            {refusal}
          </div>
        )}
        {failure && (
          <div className="door-scanner__refusal" role="alert">
            {t(failure)}
          </div>
        )}
        <button ref={closeButton} type="button" className="door-button door-button--quiet" onClick={onClose}>
          {t('door.scanner.close')}
        </button>
      </div>
    </div>
  );
}

function cameraProblem(error: unknown): MessageId {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'door.scanner.notAllowed';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'door.scanner.noCamera';
  if (!navigator.mediaDevices) return 'door.scanner.notSecure';
  return 'door.scanner.failed';
}
