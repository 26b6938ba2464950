//! Deliberate breaks of an open page, which the honesty checks apply to show that the
//! visual check, the empty-screen guard and the catalogue checks can fail.

use crate::pages::SitePage;
use anyhow::{Context, Result};

/// A small, real change to a page, made in the page after it has settled.
#[derive(Debug, Clone, Copy)]
pub enum PageBreak {
    /// A 1-pixel-high line in another colour across the services section of /.
    OnePixelLine,
    /// One word of the about section's first paragraph on / replaced.
    ChangedWord,
    /// The about section's top margin on / grown by 4 px.
    MarginShift,
    /// The application form on /contact replaced by its old stand-in: a bordered box of the
    /// frame's 7,723 px height.
    TallPlaceholder,
    /// The testimonial cards on /contact left transparent, as a broken reveal would.
    HiddenCards,
    /// The home hero's 'Join The Hive' pointed at /contact instead of its #contact section.
    CallToActionPointedElsewhere,
    /// The home About section's 'View Membership Plans' without its #services anchor.
    AnchorDropped,
    /// A new link, 'Book a Tasting', added to the home About section.
    UnlistedCallToAction,
    /// The Momentum plan's price on /learn-more raised to $1,300-$1,800.
    FigureChanged,
}

impl PageBreak {
    /// The script that makes the change.
    fn script(self) -> &'static str {
        match self {
            PageBreak::OnePixelLine => {
                "const s = document.querySelector('[data-testid=\"section-services\"]');
                 const line = document.createElement('div');
                 line.dataset.testid = 'injected-line';
                 s.prepend(line);
                 Object.assign(line.style, { height: '1px', background: '#c8432f' });"
            }
            PageBreak::ChangedWord => {
                "const p = document.querySelector('[data-testid=\"section-about\"] p:not([class*=eyebrow])');
                 p.firstChild.textContent = p.firstChild.textContent.replace(/\\b\\w+\\b/, 'Honeyed');"
            }
            PageBreak::MarginShift => {
                "document.querySelector('[data-testid=\"section-about\"]').style.marginTop = '4px';"
            }
            PageBreak::TallPlaceholder => {
                "const box = document.createElement('div');
                 document.querySelector('[data-testid=\"application-frame\"]').replaceWith(box);
                 Object.assign(box.style, { height: '7723px', width: '640px', maxWidth: '100%',
                   border: '1px solid #eadfcd', borderRadius: '16px', background: '#fffdf8' });"
            }
            PageBreak::HiddenCards => {
                "document.querySelector('[data-testid=\"testimonial-grid\"]').style.opacity = '0';"
            }
            PageBreak::CallToActionPointedElsewhere => {
                "document.querySelector('[data-testid=\"join-the-hive\"]').setAttribute('href', '/contact');"
            }
            PageBreak::AnchorDropped => {
                "document.querySelector('[data-testid=\"view-membership-plans\"]').setAttribute('href', '/');"
            }
            PageBreak::UnlistedCallToAction => {
                "const link = document.createElement('a');
                 link.href = '/hire';
                 link.textContent = 'Book a Tasting';
                 document.querySelector('[data-testid=\"section-about\"]').append(link);"
            }
            PageBreak::FigureChanged => {
                "const price = document.querySelectorAll('[data-testid=\"plan-price\"]')[1];
                 price.firstChild.textContent = price.firstChild.textContent.replace('1,200', '1,300');"
            }
        }
    }

    /// Makes the change in `page`.
    pub async fn apply(self, page: &SitePage) -> Result<()> {
        page.browser()
            .eval::<serde_json::Value>(&format!("{}; return null;", self.script()), Vec::new())
            .await
            .with_context(|| format!("{}: cannot apply {self:?}", page.route()))?;
        Ok(())
    }
}
