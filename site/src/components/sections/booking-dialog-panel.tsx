import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type RefObject } from 'react';
import { bookingDialog, bookingEmbed } from '../../content/hire';
import { embedLabels } from '../../content/ui-labels';
import { eventLeadEmbedUrl } from '../../config/site';
import { EmbedFrame } from './embed-frame';

export interface BookingDialogPanelProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly size: 'default' | 'large';
  readonly testId: string;
  readonly contentId: string;
  /** The Book Now button, which gets focus back when the dialog closes. */
  readonly trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The Book Now dialog itself, loaded when a Book Now button is first pointed at, focused or
 * pressed (see booking-dialog.tsx), so Radix Dialog is not part of the page's first load.
 * Radix gives it the dialog role, its accessible name from the title, a focus trap, and
 * closing by Escape, the close button or the overlay.
 */
export default function BookingDialogPanel({ open, onOpenChange, size, testId, contentId, trigger }: BookingDialogPanelProps) {
  const content = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useFocusKeptInForm(open, content);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/*
         * A plain overlay, not Dialog.Overlay: Radix's scroll lock writes a <style> element,
         * which the CSP (no 'unsafe-inline' styles) blocks. A press on it is outside the
         * dialog, so it closes the dialog as Radix's overlay did.
         */}
        <div className="booking-dialog__overlay" data-testid={`${testId}-overlay`} />
        <Dialog.Content
          ref={content}
          id={contentId}
          className="booking-dialog"
          data-size={size}
          data-testid={testId}
          onCloseAutoFocus={(event) => {
            // The button is not a Radix Dialog.Trigger, so focus goes back to it here.
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <header className="booking-dialog__header">
            <Dialog.Title className="booking-dialog__title">{bookingDialog.title}</Dialog.Title>
            <Dialog.Description className="booking-dialog__description">{bookingDialog.description}</Dialog.Description>
            <Dialog.Close className="booking-dialog__close" aria-label={embedLabels.closeDialog} data-testid={`${testId}-close`}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </header>
          <EmbedFrame src={eventLeadEmbedUrl()} title={bookingEmbed.title} loadingText={bookingEmbed.loading} testId={`${testId}-form`} fill />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Keeps the page from scrolling under the open dialog, through the CSSOM (allowed by the
 * CSP), with the scrollbar's width kept as a margin so nothing shifts sideways.
 */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { body, documentElement } = document;
    const gap = window.innerWidth - documentElement.clientWidth;
    const before = { overflow: body.style.overflow, marginRight: body.style.marginRight };
    body.style.overflow = 'hidden';
    if (gap > 0) body.style.marginRight = `${gap}px`;
    return () => {
      body.style.overflow = before.overflow;
      body.style.marginRight = before.marginRight;
    };
  }, [locked]);
}

/**
 * Keeps keyboard focus in the open dialog when the form's frame drops it. A visitor who tabs
 * into the frame before the provider's page has come in focuses the frame's first, empty
 * document; when the provider's page replaces it, Chromium leaves focus on the page's <body>,
 * behind the dialog, until the next key (seen in 1 of 30 dialogs tabbed at once). Radix's trap
 * acts on focus moving, and here none moves; the page's window only gets a `focus` event.
 * Focus goes back into the frame, where the visitor had put it.
 */
function useFocusKeptInForm(open: boolean, content: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!open) return;
    const keep = () => {
      if (document.activeElement === document.body) content.current?.querySelector('iframe')?.focus();
    };
    window.addEventListener('focus', keep);
    return () => window.removeEventListener('focus', keep);
  }, [open, content]);
}
