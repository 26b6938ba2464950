import type { ContactDetail } from '../../content/types/links';
import { Icon } from '../ui/icon';
import { SmartLink } from '../ui/smart-link';
import './contact-list.css';

interface ContactListProps {
  readonly details: readonly ContactDetail[];
  readonly tone?: 'light' | 'dark';
}

/** E-mail, phone, location and hours, each with its icon; e-mail and phone are links. */
export function ContactList({ details, tone = 'light' }: ContactListProps) {
  return (
    <dl className="contact-list" data-tone={tone}>
      {details.map((detail) => (
        <div key={detail.id} className="contact-list__row" data-testid={`contact-${detail.id}`}>
          <dt className="contact-list__icon">
            <Icon name={detail.icon} size={18} />
            <span className="visually-hidden">{detail.label}</span>
          </dt>
          <dd>
            {detail.target ? (
              <SmartLink
                target={detail.target}
                className="contact-list__link"
                testId={`contact-${detail.id}-link`}
              >
                {detail.value}
              </SmartLink>
            ) : (
              <span>{detail.value}</span>
            )}
            {detail.detail ? <span className="contact-list__detail">{detail.detail}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
