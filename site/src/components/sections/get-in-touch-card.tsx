import { contactDetails, replyPromise } from '../../content/contact-details';
import { getInTouchCard } from '../../content/contact';
import { testIdOf } from '../../lib/test-id';
import { Card } from '../ui/card';
import { ContactList } from './contact-list';
import { Icon } from '../ui/icon';
import { SmartLink } from '../ui/smart-link';
import './contact-cards.css';

/** The 'Get in Touch' card on /contact: how to reach a person, and how soon they reply. */
export function GetInTouchCard() {
  return (
    <Card variant="dark" as="div" className="contact-card" testId="get-in-touch-card">
      <h3 className="contact-card__title">{getInTouchCard.title}</h3>
      <p className="card__body">{getInTouchCard.lede}</p>
      <ContactList details={contactDetails} tone="dark" />
      <p className="contact-card__promise">
        <Icon name="clock" size={18} />
        <span>{replyPromise}</span>
      </p>
      <div className="contact-card__actions">
        {getInTouchCard.actions.map((action, index) => (
          <SmartLink
            key={action.id}
            target={action.target}
            className={`button button--small ${index === 0 ? 'button--primary' : 'button--outline'}`}
            testId={testIdOf(action.label)}
          >
            {action.label}
          </SmartLink>
        ))}
      </div>
    </Card>
  );
}
