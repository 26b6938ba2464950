import type { Stat } from '../../content/types/figures';
import { InfoTooltip, TooltipGroup } from '../ui/tooltip/info-tooltip';
import './stat-badges.css';
import { island } from '../../lib/island';

interface StatBadgesProps {
  readonly stats: readonly Stat[];
  /** An accessible name for the list, such as "The Hive in numbers". */
  readonly label?: string;
  /** `badges`: a row of chips (heroes). `band`: big figures on a dark panel. */
  readonly variant?: 'badges' | 'band';
}

/**
 * Headline figures as badges. A stat with a note is a button whose tooltip gives the note
 * (extra context only: value and label are always visible); one without a note is plain text.
 */
function StatBadgesView({ stats, label, variant = 'badges' }: StatBadgesProps) {
  return (
    <ul className="stat-badges" data-variant={variant} aria-label={label}>
      <TooltipGroup>
        {stats.map((stat) => (
          <li key={stat.id} className="stat-badges__item">
            {stat.note ? (
              <InfoTooltip content={stat.note}>
                <button type="button" className="stat-badge" data-testid="stat-badge" data-stat={stat.id}>
                  <StatText stat={stat} withInfo />
                </button>
              </InfoTooltip>
            ) : (
              <div className="stat-badge" data-testid="stat-badge" data-stat={stat.id}>
                <StatText stat={stat} />
              </div>
            )}
          </li>
        ))}
      </TooltipGroup>
    </ul>
  );
}

/** The figure and its label; `withInfo` adds the small "i" that hints at the tooltip. */
function StatText({ stat, withInfo = false }: { readonly stat: Stat; readonly withInfo?: boolean }) {
  return (
    <>
      <span className="stat-badge__value tabular">{stat.value}</span>
      <span className="stat-badge__label">
        {stat.label}
        {withInfo ? (
          <svg className="stat-badge__info" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
            <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.4" />
            <path d="M8 7.2v4M8 4.8v.01" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        ) : null}
      </span>
    </>
  );
}

export const StatBadges = island('stat-badges', StatBadgesView);
