import './embed-frame.css';

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
}

/** An embedded third-party form: a titled, sized frame with a quiet loading backdrop. */
export function EmbedFrame({ src, title, loadingText, testId, width, height, fill = false }: EmbedFrameProps) {
  return (
    <div className="embed-frame" data-fill={fill ? 'true' : undefined} data-testid={testId}>
      <p className="embed-frame__loading" aria-hidden="true">
        {loadingText}
      </p>
      <iframe src={src} title={title} width={width} height={height} loading="lazy" className="embed-frame__iframe" />
    </div>
  );
}
