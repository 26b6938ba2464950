import { useEffect, useRef, useState } from 'react';
import type { VideoCopy } from '../../content/types/embeds';
import { VIDEO_HEIGHT, VIDEO_WIDTH } from '../../lib/dimensions';
import { VIDEO_LOAD_TIMEOUT_MS } from '../../lib/spec-delays';
import { VideoPoster } from '../illustrations/pictures';
import './video-facade.css';
import { island } from '../../lib/island';

interface VideoFacadeProps {
  readonly copy: VideoCopy;
  readonly src: string;
  readonly testId?: string;
  /** Above the fold: load the poster at once rather than when scrolled near. */
  readonly eager?: boolean;
}

/**
 * A 16:9 video that loads nothing from the video host until the visitor asks for it: a
 * designed poster with a play button stands in. Spec §8: the frame's load, or its failure
 * to load, is logged to the console only; nothing is shown to the visitor.
 */
function VideoFacadeView({ copy, src, testId, eager = false }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const loaded = useRef(false);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => {
      if (!loaded.current) console.warn(`video frame failed to load within ${VIDEO_LOAD_TIMEOUT_MS} ms: ${src}`);
    }, VIDEO_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [playing, src]);

  return (
    <figure className="video-facade" data-testid={testId}>
      <div className="video-facade__frame">
        {playing ? (
          <iframe
            src={src}
            title={copy.frameTitle}
            width={VIDEO_WIDTH}
            height={VIDEO_HEIGHT}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            data-testid="video-frame"
            onLoad={() => {
              loaded.current = true;
              console.info(`video frame loaded: ${src}`);
            }}
          />
        ) : (
          <button type="button" className="video-facade__play" onClick={() => setPlaying(true)} data-testid="video-play">
            <VideoPoster title={copy.title} eager={eager} />
            <span className="video-facade__button" aria-hidden="true">
              <svg width="28" height="28" viewBox="0 0 28 28">
                <path d="M9 6.5v15l12-7.5z" fill="currentColor" />
              </svg>
            </span>
            <span className="visually-hidden">{copy.playLabel}</span>
          </button>
        )}
      </div>
      <figcaption className="video-facade__caption">{copy.caption}</figcaption>
    </figure>
  );
}

export const VideoFacade = island('video-facade', VideoFacadeView);
