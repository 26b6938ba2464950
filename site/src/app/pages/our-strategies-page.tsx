import { strategiesHero, strategyCardsHeading } from '../../content/our-strategies';
import { PageHero } from '../../components/sections/page-hero';
import { StrategiesClosing } from '../../components/sections/strategies-closing';
import { StrategyHoneycomb } from '../../components/sections/strategy-honeycomb';
import { StrategySection } from '../../components/sections/strategy-grid';

/** Route `/our-strategies`: the hero, the six strategy cards and the closing call to action. */
export default function OurStrategiesPage() {
  return (
    <>
      <PageHero
        title={strategiesHero.title}
        eyebrow={strategiesHero.eyebrow}
        lede={strategiesHero.lede}
        aside={<StrategyHoneycomb />}
      />
      <StrategySection heading={strategyCardsHeading} tone="paper" />
      <StrategiesClosing />
    </>
  );
}
