import { quickActionsCard } from '../../content/contact';
import { testIdOf } from '../../lib/test-id';
import { Card } from '../ui/card';
import { Icon } from '../ui/icon';
import { SmartLink } from '../ui/smart-link';
import { ArrowGlyph } from '../ui/arrow-glyph';
import './contact-cards.css';

/** The 'Quick Actions' card on /contact: three shortcuts, each a full-width row to tap. */
export function QuickActionsCard() {
  return (
    <Card as="div" className="contact-card" testId="quick-actions-card">
      <h3 className="contact-card__title">{quickActionsCard.title}</h3>
      <ul className="quick-actions">
        {quickActionsCard.actions.map((action) => (
          <li key={action.id}>
            <SmartLink
              target={action.target}
              className="quick-actions__link"
              testId={testIdOf(action.label)}
              {...('ariaLabel' in action ? { ariaLabel: action.ariaLabel } : {})}
            >
              <span className="quick-actions__icon">
                <Icon name={action.icon} size={20} />
              </span>
              <span className="quick-actions__label">{action.label}</span>
              <ArrowGlyph className="quick-actions__arrow" />
            </SmartLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}
