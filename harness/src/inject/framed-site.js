// What `pages/framed_site.rs` reads of the framing fixture (`fixtures/framed-site.html`).
return { opened: () => window.__opened };
