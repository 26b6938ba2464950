import type { Testimonial } from '../../content/types/cards';
import { initialsOf } from '../../lib/initials';
import { Card } from '../ui/card';
import { HexMonogram } from '../illustrations/hex-monogram';
import './testimonial-card.css';

/** The badge colours testimonials cycle through, so a grid never shows two alike side by side. */
const badgeTones = ['honey', 'teal', 'espresso'] as const;

interface TestimonialCardProps {
  readonly testimonial: Testimonial;
  /** Position in its grid; picks the badge colour. */
  readonly index: number;
}

/**
 * One testimonial, led by its figure: the number large, what it measures under it, the quote,
 * then the truck with its monogram badge. The badge is inline SVG, so it cannot fail to load
 * (spec §8's image-failure path has nothing to observe here); it repeats the truck name shown
 * beside it, so it is decorative.
 */
export function TestimonialCard({ testimonial, index }: TestimonialCardProps) {
  const tone = badgeTones[index % badgeTones.length] ?? 'honey';
  return (
    <Card as="li" testId="testimonial-card" className="testimonial-card">
      <figure className="testimonial-card__figure">
        <p className="testimonial-card__result">
          <span className="testimonial-card__amount tabular">{testimonial.figure}</span>
          <span className="testimonial-card__context">{testimonial.figureContext}</span>
        </p>
        <blockquote className="testimonial-card__quote">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="testimonial-card__byline">
          <HexMonogram initials={initialsOf(testimonial.truck)} size={52} tone={tone} decorative />
          <span className="testimonial-card__who">
            <span className="testimonial-card__truck">{testimonial.truck}</span>
            <span className="testimonial-card__person">{testimonial.person}</span>
          </span>
        </figcaption>
      </figure>
    </Card>
  );
}
