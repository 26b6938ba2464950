import type { ReactNode } from 'react';
import type { LinkTarget } from '../../content/types/links';
import type { LinkKind } from '../../lib/link-navigation';
import { paths } from '../../config/route-paths';
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
 * Renders any `LinkTarget` as a plain `<a>` with the behaviour the spec gives it (§2):
 * - a home anchor and a route are site links (`data-link`), which lib/link-navigation.ts
 *   navigates on the client: a home anchor replaces the history entry on `/`, a route
 *   pushes one, and the scroll manager then scrolls after 100 ms;
 * - an external address opens in a new tab with `rel="noopener noreferrer"`;
 * - mailto and tel links open in place.
 */
export function SmartLink({ target, children: label, className, ariaLabel, context, testId, onNavigate }: SmartLinkProps) {
  const children = context ? (
    <>
      {label}
      <span className="visually-hidden"> {context}</span>
    </>
  ) : (
    label
  );
  const common = {
    className,
    'aria-label': ariaLabel,
    'data-testid': testId,
    onClick: onNavigate,
  };
  const siteLink = (href: string, kind: LinkKind) => (
    <a href={href} data-link={kind} {...common}>
      {children}
    </a>
  );

  switch (target.kind) {
    case 'anchor':
      return siteLink(`${paths.home}#${target.anchor}`, 'anchor');
    case 'route':
      return siteLink(target.to, 'route');
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer" {...common}>
          {children}
          {ariaLabel ? null : <span className="visually-hidden"> {newTabNotice}</span>}
        </a>
      );
    case 'mailto':
    case 'tel':
      return (
        <a href={target.href} {...common}>
          {children}
        </a>
      );
  }
}
