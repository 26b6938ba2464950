/*
 * Sets React DOM up, in a task of its own: src/boot.ts imports this before the app, so the
 * largest piece of script evaluation (React DOM's module body, about a third of the app's
 * start-up) does not add to the app's own evaluation in one long task.
 */
import 'react-dom/client';
