// The deliberate breaks of `pages/breaks.rs`, keyed by the name of their `PageBreak`.
const byTestId = (id) => document.querySelector(`[data-testid="${id}"]`);
// The innermost element of `root` whose whole text is `text`.
const byText = (root, text) => [...root.querySelectorAll('*')].reverse()
  .find((e) => e.textContent.trim() === text);

return {
  OnePixelLine: () => {
    const line = document.createElement('div');
    line.dataset.testid = 'injected-line';
    byTestId('section-our-strategies').prepend(line);
    Object.assign(line.style, { height: '1px', background: '#c8432f' });
  },
  ChangedWord: () => {
    const p = byTestId('page-hero').querySelector('h1 + p');
    p.firstChild.textContent = p.firstChild.textContent.replace(/\b\w+\b/, 'Honeyed');
  },
  MarginShift: () => { byTestId('section-our-strategies').style.marginTop = '4px'; },
  TallPlaceholder: () => {
    const box = document.createElement('div');
    byTestId('application-frame').replaceWith(box);
    Object.assign(box.style, { height: '7723px', width: '640px', maxWidth: '100%',
      border: '1px solid #eadfcd', borderRadius: '16px', background: '#fffdf8' });
  },
  HiddenCards: () => { byTestId('testimonial-grid').style.opacity = '0'; },
  CallToActionPointedElsewhere: () => byTestId('join-the-hive').setAttribute('href', '/contact'),
  AnchorDropped: () => byTestId('view-membership-plans').setAttribute('href', '/'),
  UnlistedCallToAction: () => {
    const link = document.createElement('a');
    link.href = '/hire';
    link.textContent = 'Book a Tasting';
    byTestId('section-about').append(link);
  },
  NavigationLabelChanged: () => { byTestId('nav-hire').textContent = 'Hire'; },
  FooterTargetChanged: () => byTestId('footer-services-event-booking').setAttribute('href', '/contact'),
  NewTabFlagDropped: () => byTestId('join-the-movement').removeAttribute('target'),
  NavigationLinkCopied: () => {
    const copy = byTestId('nav-contact').cloneNode(true);
    copy.setAttribute('href', '/hire');
    byTestId('nav-contact').after(copy);
  },
  NavigationLinkHidden: () => { byTestId('nav-members').style.display = 'none'; },
  UnlistedButtonInDialog: () => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Skip the form';
    byTestId('book-now-dialog').append(button);
  },
  // The home hero's 'Learn More' still reads /learn-more, but a click sends it to /contact.
  LinkGoesElsewhere: () => {
    const link = byTestId('page-hero').querySelector('a[href="/learn-more"]');
    link.addEventListener('click', () => link.setAttribute('href', '/contact'), { capture: true });
  },
  // The home hero's 'Years in business' stat opens its tooltip as soon as the pointer enters.
  TooltipOpensAtOnce: () => {
    const trigger = [...byTestId('page-hero').querySelectorAll('button')]
      .find((b) => b.textContent.includes('Years in business'));
    trigger.addEventListener('pointerenter', () => trigger.focus());
  },
  // The home About video's button loads a frame from another address.
  FrameLoadsElsewhere: () => {
    const section = byTestId('section-about');
    new MutationObserver(() => {
      for (const frame of section.querySelectorAll('iframe:not([data-broken])')) {
        frame.dataset.broken = 'true';
        frame.setAttribute('src', 'about:blank#elsewhere');
      }
    }).observe(section, { childList: true, subtree: true });
  },
  // /hire's first Book Now dialog opens with another title: 'Book Now'.
  DialogMisnamed: () => {
    new MutationObserver(() => {
      const dialog = byTestId('book-now-dialog');
      const title = dialog && document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
      if (title && title.textContent !== 'Book Now') title.textContent = 'Book Now';
    }).observe(document.body, { childList: true, subtree: true });
  },
  HeadingChanged: () => { byText(document.body, 'Ready to Join The Hive?').textContent = 'Ready to Join Us?'; },
  SpecialtyChanged: () => {
    const cards = [...document.querySelectorAll('[data-testid="member-card"]')];
    const specialty = cards.map((card) => byText(card, 'Modern Indian')).find(Boolean);
    specialty.textContent = 'Modern Thai';
  },
  FigureChanged: () => {
    const price = document.querySelectorAll('[data-testid="plan-price"]')[1];
    price.firstChild.textContent = price.firstChild.textContent.replace('1,200', '1,300');
  },
  CardMarkerDropped: () => {
    const cards = byTestId('strategy-grid').querySelectorAll(':scope > [data-card]');
    cards[cards.length - 1].removeAttribute('data-card');
  },
  // Each counter's figure is swapped for a copy that shows the page's own figure only once it
  // is a quarter of the way to its end; the page goes on drawing into the original, unseen.
  CountersStartLate: () => {
    const taken = new WeakSet();
    const startLate = (ticker) => {
      const end = Number(ticker.closest('[data-end]').dataset.end);
      const shown = ticker.cloneNode(true);
      taken.add(shown);
      ticker.replaceWith(shown);
      new MutationObserver(() => {
        if (Number(ticker.textContent.replace(/\D/g, '')) >= end / 4) {
          shown.replaceChildren(...ticker.cloneNode(true).childNodes);
        }
      }).observe(ticker, { subtree: true, childList: true, characterData: true });
    };
    const takeEach = () => {
      for (const ticker of document.querySelectorAll('[data-end] [data-testid="counter-value"]')) {
        if (!taken.has(ticker)) {
          taken.add(ticker);
          startLate(ticker);
        }
      }
    };
    takeEach();
    new MutationObserver(takeEach).observe(document.body, { subtree: true, childList: true });
  },
  CallsOwnBackend: () => {
    const url = new URL('/api/bookings', location.origin).href;
    return fetch(url, { cache: 'no-store' })
      .then((response) => response.text(), () => '')
      .then(() => new Promise((resolve) => {
        // Gives up after about 2 s, so an engine that never lists it fails the check instead.
        let polls = 200;
        const poll = () => (performance.getEntriesByName(url).length || !polls--
          ? resolve(null) : setTimeout(poll, 10));
        poll();
      }));
  },
};
