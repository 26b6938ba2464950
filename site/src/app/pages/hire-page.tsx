import { BookingIncludes } from '../../components/sections/booking-includes';
import { EventTypes } from '../../components/sections/event-types';
import { HireClosing } from '../../components/sections/hire-closing';
import { HireHero } from '../../components/sections/hire-hero';
import { MissionPillars } from '../../components/sections/mission-pillars';
import { VenueGrid } from '../../components/sections/venue-grid';

/**
 * Route `/hire` (spec §2). The scroll manager handles the on-load scroll: to the hash target
 * (such as `#contact-form`) after 100 ms, otherwise to the top.
 */
export default function HirePage() {
  return (
    <>
      <HireHero />
      <MissionPillars />
      <BookingIncludes />
      <VenueGrid />
      <EventTypes />
      <HireClosing />
    </>
  );
}
