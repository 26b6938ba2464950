import { strategiesClosing } from '../../content/our-strategies';
import { CtaBand } from './cta-band';

/** The call to action under the strategy cards on /our-strategies. */
export function StrategiesClosing() {
  return (
    <CtaBand
      name="strategies-closing"
      heading={strategiesClosing}
      actions={[strategiesClosing.getStarted, strategiesClosing.plans]}
    />
  );
}
