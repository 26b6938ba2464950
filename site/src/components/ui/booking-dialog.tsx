import * as Dialog from '@radix-ui/react-dialog';
import { bookingDialog, bookingEmbed } from '../../content/hire';
import { embedLabels } from '../../content/ui-labels';
import { eventLeadEmbedUrl } from '../../config/site';
import { EmbedFrame } from './embed-frame';
import './booking-dialog.css';

interface BookingDialogProps {
  readonly triggerLabel: string;
  /** `large` is the closing-section variant on /hire (spec §2). */
  readonly size?: 'default' | 'large';
  readonly triggerClassName?: string;
  readonly testId: string;
}

/**
 * The Book Now dialog holding the event-lead form (spec §2, §4). Radix gives it the
 * dialog role, its accessible name from the title, a focus trap, and closing by Escape,
 * the close button or the overlay; because the trigger is a `Dialog.Trigger`, focus
 * returns to it on close.
 */
export function BookingDialog({ triggerLabel, size = 'default', triggerClassName, testId }: BookingDialogProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={triggerClassName ?? 'button button--primary button--large'} data-testid={`${testId}-trigger`}>
        {triggerLabel}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="booking-dialog__overlay" data-testid={`${testId}-overlay`} />
        <Dialog.Content className="booking-dialog" data-size={size} data-testid={testId}>
          <header className="booking-dialog__header">
            <Dialog.Title className="booking-dialog__title">{bookingDialog.title}</Dialog.Title>
            <Dialog.Description className="booking-dialog__description">{bookingDialog.description}</Dialog.Description>
            <Dialog.Close className="booking-dialog__close" aria-label={embedLabels.closeDialog} data-testid={`${testId}-close`}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
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
