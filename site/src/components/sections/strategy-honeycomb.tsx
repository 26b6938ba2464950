import { strategies } from '../../content/strategies';
import { Icon } from '../ui/icon';
import './strategy-honeycomb.css';

/**
 * The six strategies as a honeycomb of icon cells, for the /our-strategies hero. Decorative:
 * the cards below carry the same titles, so the cluster is hidden from assistive tech.
 */
export function StrategyHoneycomb() {
  return (
    <div className="strategy-honeycomb" aria-hidden="true">
      {strategies.map((strategy, index) => (
        <div key={strategy.id} className="strategy-honeycomb__cell" data-cell={index}>
          <Icon name={strategy.icon} size={28} />
          <span className="strategy-honeycomb__label">{strategy.title}</span>
        </div>
      ))}
    </div>
  );
}
