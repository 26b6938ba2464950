// What `pages/run_report.rs` reads of the run report's spec view.
return {
  // The spec view's sentences shown now, as [mapping, sentence]: one call, not three WebDriver
  // round trips per sentence (the map has over a hundred).
  shownSentences: () => [...document.querySelectorAll('tbody.sentence:not([hidden])')].map((sentence) => [
    sentence.getAttribute('data-mapping') ?? '',
    sentence.querySelector('th')?.innerText.trim() ?? '',
  ]),
  // Each verdict the spec view shows for the check `id`, as [browser, verdict], in every
  // sentence that names it; the browser is its column's header.
  verdictsOf: (id) => {
    const found = [];
    for (const row of document.querySelectorAll('table.spec tbody tr')) {
      const check = row.querySelector('.spec-id');
      if (!check || check.textContent !== id) continue;
      const heads = [...row.closest('table').querySelectorAll('thead th')].map((th) => th.textContent);
      const cells = [...row.querySelectorAll('td.verdict')];
      cells.forEach((cell, n) => found.push([heads[heads.length - cells.length + n], cell.textContent]));
    }
    return found;
  },
};
