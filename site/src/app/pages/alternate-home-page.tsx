import { alternatePlans, alternatePlansSection } from '../../content/plans';
import { alternateStats } from '../../content/stats';
import { v2About, v2Contact, v2Hero } from '../../content/v2';
import { AboutSection } from '../../components/sections/about-section';
import { HomeContactSection } from '../../components/sections/home-contact-section';
import { HomeHero } from '../../components/sections/home-hero';
import { MemberSection } from '../../components/sections/member-section';
import { PlansSection } from '../../components/sections/plan-grid';

/** Route `/v2`: the alternate one-page landing, with anchors #about, #services, #members, #contact. */
export default function AlternateHomePage() {
  return (
    <>
      <HomeHero copy={v2Hero} stats={alternateStats} primary={v2Hero.join} secondary={v2Hero.plans} />
      <AboutSection copy={v2About} />
      <PlansSection heading={alternatePlansSection} plans={alternatePlans} planSet="alternate" tone="cream" />
      <MemberSection tone="paper" />
      <HomeContactSection
        copy={v2Contact}
        primary={v2Contact.apply}
        secondary={v2Contact.consult}
        secondaryTestId="schedule-consultation"
      />
    </>
  );
}
