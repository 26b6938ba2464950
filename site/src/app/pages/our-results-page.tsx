import { successStories, successStoriesSection } from '../../content/testimonials';
import { BottomLine } from '../../components/sections/bottom-line';
import { MediaSupport } from '../../components/sections/media-support';
import { PartnerResults } from '../../components/sections/partner-results';
import { ResultsHero } from '../../components/sections/results-hero';
import { TestimonialGrid } from '../../components/sections/testimonial-grid';

/** Route `/our-results` (spec §2): counters, partner results, media support and success stories. */
export default function OurResultsPage() {
  return (
    <>
      <ResultsHero />
      <PartnerResults />
      <MediaSupport />
      <TestimonialGrid heading={successStoriesSection} testimonials={successStories} testId="section-success-stories" tone="paper" />
      <BottomLine />
    </>
  );
}
