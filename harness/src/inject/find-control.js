// The one link or button in a section of <main> with a role and visible label, as a visitor
// finds it, scrolled to the middle of the viewport; throws when there is none or more than
// one. Run after `controls.js`.
const [section, role, label] = arguments;
const found = controls().filter(
  (e) => sectionOf(e) === section && roleOf(e) === role && visibleText(e, false) === label,
);
if (found.length !== 1) {
  throw new Error(`${found.length} ${role}s labelled ${JSON.stringify(label)} in ${section}`);
}
// Centred, so the fixed navigation cannot cover it when it is clicked.
found[0].scrollIntoView({ block: 'center', behavior: 'instant' });
return found[0];
