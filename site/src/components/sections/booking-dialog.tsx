import { lazy, Suspense, useId, useRef, useState } from 'react';
import './booking-dialog.css';
import { island } from '../../lib/island';

/** Radix Dialog and the form, fetched on the first sign that the visitor wants them. */
const BookingDialogPanel = lazy(() => import('./booking-dialog-panel'));

interface BookingDialogProps {
  readonly triggerLabel: string;
  /** `large` is the closing-section variant on /hire (spec §2). */
  readonly size?: 'default' | 'large';
  readonly triggerClassName?: string;
  readonly testId: string;
}

/**
 * The Book Now button and its dialog holding the event-lead form (spec §2, §4). The button is
 * in the prerendered page; the dialog's code loads when the button is first pointed at or
 * focused (or, at the latest, pressed), and the dialog opens as soon as it has.
 */
function BookingDialogView({ triggerLabel, size = 'default', triggerClassName, testId }: BookingDialogProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const want = () => setWanted(true);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={triggerClassName ?? 'button button--primary button--large'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        data-testid={`${testId}-trigger`}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen(true);
        }}
      >
        {triggerLabel}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <BookingDialogPanel open={open} onOpenChange={setOpen} size={size} testId={testId} contentId={contentId} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}

export const BookingDialog = island('booking-dialog', BookingDialogView);
