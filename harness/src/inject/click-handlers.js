// Injected before any page script runs. Records every element the page gives a click listener
// through addEventListener, so the catalogue checks find a focusable element that acts on a
// click even when it is not a link or a button (`controls.js`). The listener itself is added
// exactly as the page asked.
(() => {
  if (window.__hiveClickTargets) return;
  const targets = new WeakSet();
  Object.defineProperty(window, '__hiveClickTargets', { value: targets });
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function addEventListener(type, ...rest) {
    if (type === 'click' && this instanceof Element) targets.add(this);
    return add.call(this, type, ...rest);
  };
})();
