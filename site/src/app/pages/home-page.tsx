import { homeAbout, homeContact, homeHero } from '../../content/home';
import { homeStats } from '../../content/stats';
import { AboutSection } from '../../components/sections/about-section';
import { HomeContactSection } from '../../components/sections/home-contact-section';
import { HomeHero } from '../../components/sections/home-hero';
import { MemberSection } from '../../components/sections/member-section';
import { PlansTeaser } from '../../components/sections/plans-teaser';
import { ServicesSection } from '../../components/sections/services-section';
import { TeamSection } from '../../components/sections/team-section';
import { WhyJoinSection } from '../../components/sections/why-join-section';

/** Route `/`: hero, then the anchors the navigation and footer point to, in nav order. */
export default function HomePage() {
  return (
    <>
      <HomeHero
        copy={homeHero}
        stats={homeStats}
        primary={homeHero.join}
        secondary={homeHero.learnMore}
        secondaryTestId="hero-learn-more"
      />
      <AboutSection copy={homeAbout} actions={[homeAbout.viewPlans, homeAbout.seeResults]} />
      <ServicesSection tone="cream">
        <PlansTeaser />
      </ServicesSection>
      <WhyJoinSection />
      <MemberSection tone="paper" />
      <TeamSection tone="cream" />
      <HomeContactSection copy={homeContact} primary={homeContact.apply} secondary={homeContact.book} />
    </>
  );
}
