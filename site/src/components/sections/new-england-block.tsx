import { membersApplyCta, newEnglandItems, newEnglandSection } from '../../content/new-england';
import { testIdOf } from '../../lib/test-id';
import { Icon } from '../ui/icon';
import { SectionHeader } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import './new-england-block.css';

/**
 * 'Proudly New England' under the member cards: where the trucks roll, five kinds of place,
 * then the apply button (external application form, new tab).
 */
export function NewEnglandBlock() {
  return (
    <div className="new-england" data-testid="new-england-block">
      <div className="new-england__panel">
        <div className="new-england__intro">
          <SectionHeader heading={newEnglandSection} level={3} align="start" />
        </div>
        <ul className="new-england__items">
          {newEnglandItems.map((item) => (
            <li key={item.id} className="new-england__item" data-testid="new-england-item">
              <span className="new-england__icon" aria-hidden="true">
                <Icon name={item.icon} size={22} />
              </span>
              <div>
                <h4 className="new-england__title">{item.title}</h4>
                <p className="new-england__description">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="new-england__apply">
        <SmartLink
          target={membersApplyCta.target}
          className="button button--primary button--large"
          testId={testIdOf(membersApplyCta.label)}
        >
          {membersApplyCta.label}
        </SmartLink>
      </div>
    </div>
  );
}
