//! Spec §2 "404" and §8 "Unknown path".

use harness::pages::NotFoundPage;
use harness::{Viewport, browser_test};
use rstest::rstest;

#[rstest]
fn an_unknown_path_shows_the_404_page_and_logs_the_path(
    #[values(Viewport::Desktop, Viewport::Mobile)] viewport: Viewport,
) {
    browser_test(viewport, |browser| async move {
        let page = NotFoundPage::open(&browser).await?;
        let headings = page.page().headings().await?;
        anyhow::ensure!(
            headings == ["Oops! Page not found"],
            "ROUTE-404: expected the heading 'Oops! Page not found' at {}, found {headings:?}",
            page.path()
        );
        let target = page.return_home_target().await?;
        anyhow::ensure!(
            target.as_deref() == Some("/"),
            "ROUTE-404: 'Return to Home' must link to /, found {target:?}"
        );
        let logged = page.console_message_naming_the_path().await?;
        anyhow::ensure!(
            logged.level != "error",
            "ROUTE-404: the unknown path must be logged without console.error (it costs \
             best-practices points), but was logged as {:?}: {}",
            logged.level,
            logged.message
        );
        Ok(())
    });
}
