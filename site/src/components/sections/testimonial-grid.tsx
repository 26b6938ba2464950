import type { SectionHeading } from '../../content/types/sections';
import type { Testimonial } from '../../content/types/cards';
import { CardGrid } from '../ui/card';
import { Section, type SectionTone } from '../ui/section';
import { TestimonialCard } from './testimonial-card';

interface TestimonialGridProps {
  readonly heading: SectionHeading;
  readonly testimonials: readonly Testimonial[];
  readonly testId: string;
  readonly tone?: SectionTone;
}

/**
 * A band of testimonial cards: the eight on /contact and the six dollar-led success stories on
 * /our-results. Eight sit four across and six three across, so neither leaves an orphan row.
 */
export function TestimonialGrid({ heading, testimonials, testId, tone = 'cream' }: TestimonialGridProps) {
  const columns = testimonials.length % 4 === 0 ? 4 : 3;
  return (
    <Section heading={heading} tone={tone} testId={testId} textured>
      <CardGrid as="ul" columns={columns} testId="testimonial-grid">
        {testimonials.map((testimonial, index) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} index={index} />
        ))}
      </CardGrid>
    </Section>
  );
}
