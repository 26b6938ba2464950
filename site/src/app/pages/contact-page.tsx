import { testimonials, testimonialsSection } from '../../content/testimonials';
import { ContactApplication } from '../../components/sections/contact-application';
import { ContactHero } from '../../components/sections/contact-hero';
import { TestimonialGrid } from '../../components/sections/testimonial-grid';

/** Route `/contact` (spec §2): the application form, ways to reach us, and eight testimonials. */
export default function ContactPage() {
  return (
    <>
      <ContactHero />
      <ContactApplication />
      <TestimonialGrid heading={testimonialsSection} testimonials={testimonials} testId="section-testimonials" />
    </>
  );
}
