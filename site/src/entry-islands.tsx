import { createElement, startTransition, useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { scheduleTooltips } from './components/ui/tooltip/info-tooltip';
import { afterFirstDesktopInput } from './lib/first-input';
import { ISLAND_TAG, islandViews, type IslandView } from './lib/island';
import { listenForLinkClicks } from './lib/link-navigation';
import { noteNavigation, notePageShown } from './lib/navigation-scroll';
import { idFromHash, scrollAfterDelay } from './lib/scroll';
import { layOutSkippedSections } from './lib/section-layout';
import { revealCardGrids } from './lib/stagger-reveal';

/*
 * The first load's script. The page is the prerendered HTML; only its interactive parts (the
 * navigation, counters, video and form facades, dialogs, social buttons) are hydrated, each
 * as its own root from its own chunk and the props the prerender wrote beside it
 * (lib/island.ts). Neither the router nor the page's copy is fetched. The first move to
 * another page loads the whole app (entry-client.tsx), which takes over. A move within the
 * page (a home anchor on `/`, a link to the page's own sections) is taken here.
 *
 * The prerender writes on this script's tag the chunk of each island on the page
 * (`data-islands`: `name=address` pairs) and the whole app's address (`data-spa`).
 */

type AppModule = typeof import('./entry-client');

const tag = document.querySelector<HTMLScriptElement>('script[data-spa]');
const appAddress = tag?.dataset.spa ?? '';
const islandAddresses = new Map(
  (tag?.dataset.islands ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);

const roots: Root[] = [];
const stops: (() => void)[] = [];

/** Renders `children` and calls `onCommit` once they are on the page. */
function Committed({ onCommit, children }: { readonly onCommit: () => void; readonly children: ReactNode }) {
  const called = useRef(false);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    onCommit();
  }, [onCommit]);
  return children;
}

/**
 * An empty portal on `<body>`, where Radix renders the tooltips and the booking dialog. React
 * adds its event listeners to a portal's container when the first portal mounts there, and
 * WebKit restyles and lays out the whole page whenever a wheel listener is added (25 ms and
 * 71 ms on / at desktop), which made the first tooltip a visitor opened about 120 ms late.
 * Mounted with the first island, it puts the listeners there before anyone hovers.
 */
function BodyListeners() {
  return createPortal(null, document.body);
}

/** The next task: the browser may paint or take input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates every island on the page (the outermost ones), in page order, and resolves once
 * all are on the page. Each island's chunk is evaluated and its root created in a task of its
 * own: a root sets up its own event listeners (about 140), and six roots at once made one task
 * of 146 ms on a phone 4x slower than this machine.
 */
async function hydrateIslands(): Promise<void> {
  const elements = Array.from(document.querySelectorAll<HTMLElement>(ISLAND_TAG)).filter(
    (element) => !element.parentElement?.closest(ISLAND_TAG),
  );
  const committed: Promise<void>[] = [];
  for (const [index, element] of elements.entries()) {
    const name = element.dataset.island ?? '';
    const address = islandAddresses.get(name);
    if (!address) throw new Error(`the page names no chunk for island ${name}`);
    // The chunk is the module that calls `island(name, View)` (vite.config.ts), which recorded the view.
    await import(/* @vite-ignore */ address);
    const Island = islandViews.get(name) as IslandView;
    await nextTask();
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    committed.push(
      new Promise<void>((resolve) => {
        // In a transition, React hydrates in slices of a few milliseconds and yields between.
        startTransition(() => {
          roots.push(
            hydrateRoot(
              element,
              <Committed onCommit={resolve}>
                {createElement(Island, props)}
                {index === 0 ? <BodyListeners /> : null}
              </Committed>,
            ),
          );
        });
      }),
    );
  }
  await Promise.all(committed);
}

/** A history entry's state as React Router's history writes it, so it can take over later. */
function entryState(): { usr: null; key: string; idx: number } {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return { usr: null, key: Math.random().toString(36).slice(2, 10), idx: typeof index === 'number' ? index : 0 };
}

/** Moves to `to` within this page: the address changes, and the scroll follows after 100 ms. */
function moveWithinPage(to: string, replace: boolean): void {
  const state = entryState();
  if (replace) window.history.replaceState(state, '', to);
  else window.history.pushState({ ...state, idx: state.idx + 1 }, '', to);
  noteNavigation({ key: state.key, hash: window.location.hash });
  notePageShown(state.key);
}

let wanted: { to: string; replace: boolean } | null = null;
let loadingApp = false;

/** Loads the whole app and the page at `to`, then lets it take over; the latest move wins. */
async function takeOver(to: string, replace: boolean): Promise<void> {
  wanted = { to, replace };
  if (loadingApp) return;
  loadingApp = true;
  let app: AppModule;
  try {
    app = (await import(/* @vite-ignore */ appAddress)) as AppModule;
  } catch {
    // Without the app, the browser still goes there: the page is prerendered.
    window.location.assign(wanted.to);
    return;
  }
  let target = wanted;
  for (;;) {
    await app.preload(target.to);
    if (target === wanted) break;
    target = wanted;
  }
  app.takeOver(target.to, target.replace, () => {
    for (const stop of stops) stop();
    for (const root of roots) root.unmount();
  });
}

/** Where a site link goes: this page (taken here) or another (the whole app takes over). */
function navigate(to: string, replace: boolean): void {
  if (new URL(to, window.location.href).pathname === window.location.pathname) moveWithinPage(to, replace);
  else void takeOver(to, replace);
}

async function start(): Promise<void> {
  await hydrateIslands();
  // Marks the moment the page became interactive, so tests wait on a state, not a sleep.
  document.documentElement.dataset.hydrated = 'true';
  scheduleTooltips();
  stops.push(listenForLinkClicks({ push: (to) => navigate(to, false), replace: (to) => navigate(to, true) }));
  // Back and forward between this page's own entries scroll as a move within it does.
  const onPop = () => {
    const key = (window.history.state as { key?: string } | null)?.key ?? 'default';
    noteNavigation({ key, hash: window.location.hash });
    notePageShown(key);
  };
  window.addEventListener('popstate', onPop);
  stops.push(() => window.removeEventListener('popstate', onPop));
  // The page the visitor opened takes the spec's delayed scroll, as every page does (§2).
  const cancelScroll = scrollAfterDelay(idFromHash(window.location.hash));
  stops.push(cancelScroll);
  const main = document.getElementById('main');
  if (main) revealCardGrids(main);
  let cancelLayout: () => void = () => undefined;
  const cancelWait = afterFirstDesktopInput(() => {
    cancelLayout = layOutSkippedSections();
  });
  stops.push(cancelWait, () => cancelLayout());
}

void start();
