// The run report's filters, search and comparison views. The report reads fine without
// it: every result and sentence is shown and each comparison starts side by side.
(() => {
  const form = document.getElementById('filters');
  const shown = document.getElementById('shown');
  const rows = [...document.querySelectorAll('tr.result')];
  const changes = [...document.querySelectorAll('article.change')];
  const sentences = [...document.querySelectorAll('tbody.sentence')];
  const parts = [...document.querySelectorAll('section.spec-part')];
  // Each element's words, read once: the search compares them as it is typed.
  const words = new Map([...rows, ...sentences].map((e) => [e, e.textContent.toLowerCase()]));

  // Whether an element holds every word of the search.
  const found = (element) => {
    const query = new FormData(form).get('q').trim().toLowerCase();
    return query.split(/\s+/).every((word) => words.get(element).includes(word));
  };

  // A row or change matches when its status is ticked and each chosen value is among its own.
  const matches = (element) => {
    const data = new FormData(form);
    const statuses = data.getAll('status');
    if (element.dataset.status && !element.dataset.status.split(' ').some((s) => statuses.includes(s))) {
      return false;
    }
    for (const key of ['browser', 'viewport', 'route', 'section']) {
      const wanted = data.get(key);
      if (wanted && !(element.dataset[key] || '').split('|').includes(wanted)) return false;
    }
    return true;
  };

  const apply = () => {
    let count = 0;
    for (const row of rows) {
      const visible = matches(row) && found(row);
      row.hidden = !visible;
      const detail = document.getElementById(`${row.id}-detail`);
      if (detail) detail.hidden = !visible;
      if (visible) count += 1;
    }
    for (const change of changes) change.hidden = !matches(change);
    let listed = 0;
    for (const sentence of sentences) {
      sentence.hidden = !found(sentence);
      if (!sentence.hidden) listed += 1;
    }
    for (const part of parts) {
      part.hidden = !part.querySelector('tbody.sentence:not([hidden])');
    }
    shown.textContent = `Showing ${count} of ${rows.length} results and ${listed} of ${sentences.length} spec sentences.`;
  };

  if (form) {
    form.addEventListener('change', apply);
    form.addEventListener('input', apply);
    // Enter in the search box searches; it does not send the form anywhere.
    form.addEventListener('submit', (event) => event.preventDefault());
    // Show all empties the form and filters at once, so the next read sees the whole report.
    form.querySelector('button[type="reset"]').addEventListener('click', (event) => {
      event.preventDefault();
      form.reset();
      apply();
    });
    apply();
  }

  // The slider reveals the actual image over the expected one, from the left.
  for (const input of document.querySelectorAll('.slider input[type="range"]')) {
    const stack = input.closest('.slider').querySelector('.stack');
    const update = () => stack.style.setProperty('--reveal', `${input.value}%`);
    input.addEventListener('input', update);
    update();
  }

  // With reduced motion the blink view does not animate; its checkbox shows either image.
  for (const toggle of document.querySelectorAll('.blink input[type="checkbox"]')) {
    const blink = toggle.closest('.blink');
    toggle.addEventListener('change', () => blink.classList.toggle('show-actual', toggle.checked));
  }
})();
