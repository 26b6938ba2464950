import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSiteLocation } from '../../lib/site-location';
import type { NavItem } from '../../content/types/links';
import { navLabels } from '../../content/navigation';
import { SmartLink } from '../ui/smart-link';

interface LearnMoreDropdownProps {
  readonly item: NavItem;
}

/**
 * The desktop Learn More item: a link to /learn-more and a disclosure button for its
 * dropdown. The dropdown opens on hover or on the button, and closes on Escape (focus goes
 * back to the button), on a click elsewhere, when the pointer leaves, or after a choice.
 */
export function LearnMoreDropdown({ item }: LearnMoreDropdownProps) {
  const location = useSiteLocation();
  // Opened at one location, closed by any navigation, without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const setOpen = useCallback((value: boolean) => setOpenAt(value ? location.key : null), [location.key]);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, setOpen]);

  return (
    <div
      ref={rootRef}
      className="dropdown"
      data-open={open ? 'true' : 'false'}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
    >
      <SmartLink target={item.target} className="site-header__link" context={item.context} testId={`nav-${item.id}`}>
        {item.label}
      </SmartLink>
      <button
        ref={buttonRef}
        type="button"
        className="dropdown__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={navLabels.learnMoreMenu}
        data-testid="nav-learn-more-toggle"
        onClick={() => setOpen(!open)}
      >
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={menuId} className="dropdown__menu" hidden={!open} data-testid="nav-learn-more-menu">
        {item.children?.map((child) => (
          <li key={child.id}>
            <SmartLink target={child.target} className="dropdown__link" onNavigate={() => setOpen(false)} testId={`nav-dropdown-${child.id}`}>
              {child.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
