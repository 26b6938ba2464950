import { resultsBottomLine } from '../../content/our-results';
import { testIdOf } from '../../lib/test-id';
import { ink } from '../illustrations/palette';
import { TruckEmblem } from '../illustrations/pictures';
import { Section, SectionHeader } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import './bottom-line.css';

/** Three trucks of the convoy over the closing call, in brand colours (decorative). */
const convoy = [
  { variant: 1, colors: [ink.tealPale, ink.teal] },
  { variant: 0, colors: [ink.honeyLight, ink.honey] },
  { variant: 4, colors: [ink.paper, ink.honeyPale] },
] as const;

/** The bottom-line band that closes /our-results: one call for trucks, one for hosts. */
export function BottomLine() {
  const { join, hire, ...heading } = resultsBottomLine;
  return (
    <Section tone="honey" testId="section-bottom-line" textured>
      <div className="bottom-line">
        <div className="bottom-line__convoy">
          {convoy.map((truck) => (
            <TruckEmblem key={truck.variant} variant={truck.variant} colors={truck.colors} />
          ))}
        </div>
        <SectionHeader heading={heading} />
        <div className="button-row bottom-line__actions">
          <SmartLink target={join.target} className="button button--dark button--large" testId={testIdOf(join.label)}>
            {join.label}
          </SmartLink>
          <SmartLink target={hire.target} className="button button--outline button--large" testId={testIdOf(hire.label)}>
            {hire.label}
          </SmartLink>
        </div>
      </div>
    </Section>
  );
}
