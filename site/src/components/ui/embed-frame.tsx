import { useEffect, useRef, useState } from 'react';
import './embed-frame.css';

/** The facade's copy: why the form is not loaded yet, and the button that loads it. */
interface EmbedFacade {
  readonly note: string;
  readonly loadLabel: string;
}

interface EmbedFrameProps {
  readonly src: string;
  readonly title: string;
  readonly loadingText: string;
  readonly testId?: string;
  /** Fixed frame size in CSS pixels; omitted when `fill` is set. */
  readonly width?: number;
  readonly height?: number;
  /** Fills its container (used inside the dialog). */
  readonly fill?: boolean;
  /**
   * Loads the frame only when the visitor asks: until then a same-sized placeholder holds
   * its box (so nothing shifts) under a note and a load button, and nothing is requested
   * from the provider's origin.
   */
  readonly facade?: EmbedFacade;
}

/** An embedded third-party form: a titled, sized frame with a quiet loading backdrop. */
export function EmbedFrame({ src, title, loadingText, testId, width, height, fill = false, facade }: EmbedFrameProps) {
  const [requested, setRequested] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const waiting = facade !== undefined && !requested;

  useEffect(() => {
    // The load button disappears with the click, so focus moves on into the form.
    if (requested) frame.current?.focus();
  }, [requested]);

  return (
    <div className="embed-frame" data-fill={fill ? 'true' : undefined} data-testid={testId} data-facade={waiting ? 'true' : undefined}>
      {waiting ? (
        <>
          {/* An SVG's width and height are attributes, not styles, so the CSP allows them. */}
          <svg className="embed-frame__spacer" width={width} height={height} aria-hidden="true" focusable="false" />
          <div className="embed-frame__facade">
            <p className="embed-frame__note">{facade.note}</p>
            <button type="button" className="button button--primary" onClick={() => setRequested(true)} data-testid={testId ? `${testId}-load` : undefined}>
              {facade.loadLabel}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="embed-frame__loading" aria-hidden="true">
            {loadingText}
          </p>
          <iframe ref={frame} src={src} title={title} width={width} height={height} loading="lazy" className="embed-frame__iframe" />
        </>
      )}
    </div>
  );
}
