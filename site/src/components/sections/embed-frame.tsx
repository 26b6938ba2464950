import { useEffect, useRef, useState } from 'react';
import type { EmbedCopy } from '../../content/types/embeds';
import { Icon } from '../ui/icon';
import { SmartLink } from '../ui/smart-link';
import './embed-frame.css';
import { island } from '../../lib/island';

interface EmbedFrameProps {
  readonly src: string;
  readonly title: string;
  readonly loadingText: string;
  readonly testId: string;
  /** Fixed frame size in CSS pixels; omitted when `fill` is set. */
  readonly width?: number;
  readonly height?: number;
  /** Fills its container (used inside the dialog). */
  readonly fill?: boolean;
  /**
   * Loads the frame only when the visitor asks, so nothing is requested from the provider's
   * origin before then. Until then a compact card stands in: a heading, a note, the load
   * button and a link to the form on the provider's own page (`directHref`).
   */
  readonly facade?: EmbedCopy;
  readonly directHref?: string;
}

/**
 * An embedded third-party form: a titled, sized frame with a quiet loading backdrop.
 *
 * The facade card is compact, not the frame's size: the application frame is 7,723 px tall,
 * and a placeholder that size left nine phone screens of empty box between the contact cards
 * and the testimonials. The page grows only when the visitor presses the button, and a shift
 * within 500 ms of an input does not count as a layout shift (CLS).
 */
function EmbedFrameView({ src, title, loadingText, testId, width, height, fill = false, facade, directHref }: EmbedFrameProps) {
  const [requested, setRequested] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const waiting = facade !== undefined && !requested;

  useEffect(() => {
    // The load button disappears with the click, so focus moves on into the form.
    if (requested) frame.current?.focus();
  }, [requested]);

  const direct = (label: string) =>
    directHref ? (
      <SmartLink target={{ kind: 'external', href: directHref }} className="embed-frame__direct" testId={`${testId}-direct`}>
        {label}
      </SmartLink>
    ) : null;

  if (waiting) {
    return (
      <div className="embed-frame embed-frame--facade" data-testid={testId} data-facade="true">
        <span className="embed-frame__badge" aria-hidden="true">
          <Icon name="clipboard" size={26} />
        </span>
        <p className="embed-frame__heading">{facade.facadeHeading}</p>
        <p className="embed-frame__note">{facade.facadeNote}</p>
        <button type="button" className="button button--primary" onClick={() => setRequested(true)} data-testid={`${testId}-load`}>
          {facade.loadLabel}
        </button>
        {direct(facade.directLabel)}
      </div>
    );
  }

  return (
    <div className="embed-frame" data-fill={fill ? 'true' : undefined} data-testid={testId}>
      {facade && directHref ? (
        <p className="embed-frame__fallback">
          {facade.fallbackText} {direct(facade.directLabel)}
        </p>
      ) : null}
      <div className="embed-frame__stage">
        <p className="embed-frame__loading" aria-hidden="true">
          {loadingText}
        </p>
        <iframe ref={frame} src={src} title={title} width={width} height={height} loading="lazy" className="embed-frame__iframe" />
      </div>
    </div>
  );
}

export const EmbedFrame = island('embed-frame', EmbedFrameView);
