// The run report's filters and comparison views. The report reads fine without it: every
// result is shown and each comparison starts side by side.
(() => {
  const form = document.getElementById('filters');
  const shown = document.getElementById('shown');
  const rows = [...document.querySelectorAll('tr.result')];
  const changes = [...document.querySelectorAll('article.change')];

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
      const visible = matches(row);
      row.hidden = !visible;
      const detail = document.getElementById(`${row.id}-detail`);
      if (detail) detail.hidden = !visible;
      if (visible) count += 1;
    }
    for (const change of changes) change.hidden = !matches(change);
    shown.textContent = `Showing ${count} of ${rows.length} results.`;
  };

  if (form) {
    form.addEventListener('change', apply);
    form.addEventListener('reset', () => setTimeout(apply));
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
