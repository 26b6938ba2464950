import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { LinkTarget } from '../../content/types';
import { paths } from '../../app/route-table';
import { newTabNotice } from '../../content/ui-labels';

interface SmartLinkProps {
  readonly target: LinkTarget;
  readonly children: ReactNode;
  readonly className?: string;
  readonly ariaLabel?: string;
  /** Off-screen words after the label that say where a generic label goes. */
  readonly context?: string | undefined;
  readonly testId?: string;
  /** Runs after a choice, e.g. to close the mobile menu. */
  readonly onNavigate?: () => void;
}

/**
 * Renders any `LinkTarget` with the behaviour the spec gives it (§2):
 * - a home anchor replaces the history entry on `/`, and navigates to `/#id` elsewhere;
 * - a route is a client-side link (the scroll manager then scrolls after 100 ms);
 * - an external address opens in a new tab with `rel="noopener noreferrer"`;
 * - mailto and tel links open in place.
 */
export function SmartLink({ target, children: label, className, ariaLabel, context, testId, onNavigate }: SmartLinkProps) {
  const location = useLocation();
  const children = context ? (
    <>
      {label}
      <span className="visually-hidden"> {context}</span>
    </>
  ) : (
    label
  );
  const navigate = useNavigate();
  const common = {
    className,
    'aria-label': ariaLabel,
    'data-testid': testId,
  };

  switch (target.kind) {
    case 'anchor': {
      const href = `${paths.home}#${target.anchor}`;
      const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
        onNavigate?.();
        if (location.pathname !== paths.home || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate({ hash: target.anchor }, { replace: true });
      };
      return (
        <Link to={href} onClick={onClick} {...common}>
          {children}
        </Link>
      );
    }
    case 'route':
      return (
        <Link to={target.to} onClick={onNavigate} {...common}>
          {children}
        </Link>
      );
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate} {...common}>
          {children}
          {ariaLabel ? null : <span className="visually-hidden"> {newTabNotice}</span>}
        </a>
      );
    case 'mailto':
    case 'tel':
      return (
        <a href={target.href} onClick={onNavigate} {...common}>
          {children}
        </a>
      );
  }
}
