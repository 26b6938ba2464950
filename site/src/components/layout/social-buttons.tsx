import type { MouseEvent } from 'react';
import { socialLinks, footerLabels } from '../../content/navigation';
import { openSocialLink } from '../../lib/open-social';
import { Icon } from '../ui/icon';
import { InfoTooltip, TooltipGroup } from '../ui/tooltip/info-tooltip';
import { island } from '../../lib/island';

/** The Facebook, Instagram and X buttons of the footer. */
function SocialButtonsView() {
  return (
    <ul className="social-buttons" aria-label={footerLabels.social} data-testid="social-buttons">
      <TooltipGroup>
        {socialLinks.map((link) => {
          const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
            // Modified clicks keep the browser's own behaviour (a background tab, a window).
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            void openSocialLink(link.href, link.copiedMessage);
          };
          return (
            <li key={link.network}>
              <InfoTooltip content={link.label} testId={`tooltip-social-${link.network}`}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="social-buttons__link"
                  aria-label={link.ariaLabel}
                  data-testid={`social-${link.network}`}
                  onClick={onClick}
                >
                  <Icon name={link.icon} size={20} />
                </a>
              </InfoTooltip>
            </li>
          );
        })}
      </TooltipGroup>
    </ul>
  );
}

export const SocialButtons = island('social-buttons', SocialButtonsView);
