//! Deliberate breaks of an open page, which the honesty checks apply to show that the
//! visual check, the empty-screen guard, the catalogue checks, the stagger check and the
//! counter check can fail.

use crate::base::routes::Route;
use crate::pages::SitePage;
use anyhow::{Context, Result};

/// The breaks, each named as its variant (see [`Browser::call`](crate::sessions::browser::Browser::call)).
const SCRIPTS: &str = include_str!("../inject/breaks.js");

/// The page that the visual honesty and review checks change in small ways, and whose
/// captures they compare: /our-strategies, the shortest page with a hero, a section and
/// cards (2,938 px tall at desktop against /'s 10,461), as a broken page is captured until
/// two captures agree, and every capture of a taller page costs more.
pub const SMALL_CHANGE_ROUTE: Route = Route::OurStrategies;

/// A small, real change to a page, made in the page after it has settled.
#[derive(Debug, Clone, Copy)]
pub enum PageBreak {
    /// A 1-pixel-high line in another colour across the strategies section of
    /// [`SMALL_CHANGE_ROUTE`].
    OnePixelLine,
    /// One word of the hero's lede on [`SMALL_CHANGE_ROUTE`] replaced.
    ChangedWord,
    /// The strategies section's top margin on [`SMALL_CHANGE_ROUTE`] grown by 4 px.
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
    /// The navigation's 'Hire Us' on /hire relabelled 'Hire'.
    NavigationLabelChanged,
    /// The footer's 'Event Booking' on /hire pointed at /contact instead of /hire.
    FooterTargetChanged,
    /// /hire's 'Join the Movement' without its `target=_blank`, so it opens in place.
    NewTabFlagDropped,
    /// A second copy of the navigation's 'Contact' on /hire, going to /hire.
    NavigationLinkCopied,
    /// The navigation's 'Members' on /hire hidden, as a style that one engine alone applies
    /// might hide it.
    NavigationLinkHidden,
    /// A button 'Skip the form' added to the open Book Now dialog on /hire.
    UnlistedButtonInDialog,
    /// /learn-more's heading 'Ready to Join The Hive?' changed to 'Ready to Join Us?'.
    HeadingChanged,
    /// The member specialty 'Modern Indian' on /learn-more changed to 'Modern Thai'.
    SpecialtyChanged,
    /// The home hero's 'Learn More' going to /contact when clicked, its `href` unchanged.
    LinkGoesElsewhere,
    /// The home hero's 'Years in business' tooltip opening as soon as the pointer enters.
    TooltipOpensAtOnce,
    /// The home About video's button loading its frame from another address.
    FrameLoadsElsewhere,
    /// /hire's first Book Now dialog opening titled 'Book Now'.
    DialogMisnamed,
    /// The last strategy card on /learn-more without its `data-card` marker, so it is not
    /// among the cards that rise in.
    CardMarkerDropped,
    /// A `fetch` of `/api/bookings` from the site's own origin, as a page with a backend
    /// would make; it resolves once Resource Timing lists the request.
    CallsOwnBackend,
    /// From now on, every counter the page draws stays at 0 until its count is a quarter of
    /// the way up, and only then shows it: each starts late.
    CountersStartLate,
}

impl PageBreak {
    /// Makes every change of `breaks` (each with the id of the check it must fail) in `page`.
    pub async fn apply_all(page: &SitePage, breaks: &[(PageBreak, &str)]) -> Result<()> {
        for (change, _) in breaks {
            change.apply(page).await?;
        }
        Ok(())
    }

    /// Makes the change in `page`.
    pub async fn apply(self, page: &SitePage) -> Result<()> {
        page.browser()
            .call(SCRIPTS, &format!("{self:?}"), Vec::new())
            .await
            .with_context(|| format!("{}: cannot apply {self:?}", page.route()))
    }
}
