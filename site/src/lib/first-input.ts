/*
 * Some work only matters to a visitor with a mouse, pen or keyboard: tooltips (they never
 * open on touch) and exact section heights for a far jump (the End key, a scroll-bar drag).
 * It waits for the first such input, so a phone never runs it and no visitor waits for it
 * while the page loads; on a desktop the first mouse movement comes within moments.
 */

/** The inputs that show a mouse, pen or keyboard; touch pointers are ignored. */
const DESKTOP_INPUT_EVENTS = ['pointermove', 'pointerdown', 'keydown'] as const;

let seen = false;
const waiting: Array<() => void> = [];
let listening = false;

function onInput(event: Event): void {
  if (event instanceof PointerEvent && event.pointerType === 'touch') return;
  seen = true;
  for (const type of DESKTOP_INPUT_EVENTS) document.removeEventListener(type, onInput, true);
  for (const run of waiting.splice(0)) run();
}

/**
 * Runs `run` at the visitor's first mouse, pen or keyboard input, or at once if there has
 * been one. Returns a function that drops `run` if it has not run yet.
 */
export function afterFirstDesktopInput(run: () => void): () => void {
  if (seen) {
    run();
    return () => undefined;
  }
  waiting.push(run);
  if (!listening) {
    listening = true;
    for (const type of DESKTOP_INPUT_EVENTS) document.addEventListener(type, onInput, { capture: true, passive: true });
  }
  return () => {
    const index = waiting.indexOf(run);
    if (index >= 0) waiting.splice(index, 1);
  };
}
