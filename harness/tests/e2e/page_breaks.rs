//! What the tests that break a page on purpose assert: the page passes its checks before it
//! is broken, and each break then fails them by the id it breaks.

use anyhow::ensure;
use harness::Route;
use harness::pages::PageBreak;

/// Fails, as the honesty check `honesty`, when the unbroken page at `route` has problems.
pub fn passes_before_it_is_broken(
    honesty: &str,
    route: Route,
    problems: &[String],
) -> anyhow::Result<()> {
    ensure!(
        problems.is_empty(),
        "{honesty} {route}: the page fails before it is broken:\n{}",
        problems.join("\n")
    );
    Ok(())
}

/// Fails, as the honesty check `honesty`, when a break of `breaks` made at `route` left no
/// problem that starts with the id it breaks.
pub fn each_fails_by_its_id(
    honesty: &str,
    route: Route,
    breaks: &[(PageBreak, &str)],
    problems: &[String],
) -> anyhow::Result<()> {
    for (change, id) in breaks {
        ensure!(
            problems.iter().any(|problem| problem.starts_with(id)),
            "{honesty} {route}: the {change:?} change passed the checks without {id}: {problems:?}"
        );
    }
    Ok(())
}
