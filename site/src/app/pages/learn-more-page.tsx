import { growthPlanExplainer, firstPaymentExplainer } from '../../content/explainers';
import { learnMoreChapters, learnMoreHero } from '../../content/learn-more';
import { learnMorePlans, learnMorePlansSection } from '../../content/plans';
import { strategiesSection } from '../../content/strategies';
import { teamStats } from '../../content/team';
import { ChapterIndex } from '../../components/sections/chapter-index';
import { ConsultationCta } from '../../components/sections/consultation-cta';
import { ExplainerSection } from '../../components/sections/explainer-section';
import { MemberSection } from '../../components/sections/member-section';
import { NewEnglandBlock } from '../../components/sections/new-england-block';
import { PageHero } from '../../components/sections/page-hero';
import { PricingBlock } from '../../components/sections/plan-grid';
import { ReadyToJoin } from '../../components/sections/ready-to-join';
import { ServicesSection } from '../../components/sections/services-section';
import { StatBadges } from '../../components/sections/stat-badges';
import { StrategySection } from '../../components/sections/strategy-grid';
import { TeamSection } from '../../components/sections/team-section';
import { WhyJoinSection } from '../../components/sections/why-join-section';

/** Route `/learn-more`, in the order of spec §2. */
export default function LearnMorePage() {
  return (
    <>
      <PageHero
        title={learnMoreHero.title}
        eyebrow={learnMoreHero.eyebrow}
        lede={learnMoreHero.lede}
        aside={<ChapterIndex title={learnMoreChapters.title} items={learnMoreChapters.items} />}
      />
      <ServicesSection tone="paper">
        <PricingBlock heading={learnMorePlansSection} plans={learnMorePlans} planSet="learn-more">
          <ConsultationCta />
        </PricingBlock>
      </ServicesSection>
      <ExplainerSection explainer={firstPaymentExplainer} tone="dark" layout="steps" />
      <ExplainerSection explainer={growthPlanExplainer} tone="cream" layout="grid" />
      <WhyJoinSection />
      <MemberSection tone="paper">
        <NewEnglandBlock />
      </MemberSection>
      <TeamSection tone="cream">
        <StatBadges stats={teamStats} variant="band" />
      </TeamSection>
      <ReadyToJoin />
      <StrategySection heading={strategiesSection} tone="paper" />
    </>
  );
}
