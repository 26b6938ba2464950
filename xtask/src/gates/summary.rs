//! The final figures table of the static gates and Lighthouse, in Markdown, ready for a note.

use super::kb;
use super::lighthouse::Summary;
use super::site::Weights;

/// The figures table: every route and form factor with its four median scores, FCP, LCP,
/// TBT and CLS, its worst run's performance and TBT, its first-load JS and CSS (gzip -9),
/// and what Lighthouse saw transferred (scripts, and everything).
pub fn print_summary(weights: &Weights, summaries: &[Summary]) {
    println!(
        "\n| route | form | runs | perf | a11y | bp | seo | FCP ms | LCP ms | TBT ms | CLS | worst perf | worst TBT ms | first-load JS kB | CSS kB | JS transferred kB | total transferred kB |"
    );
    println!(
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
    );
    for summary in summaries {
        let (js, css) = weights
            .iter()
            .find(|(id, _, _)| *id == summary.route)
            .map_or((0, 0), |(_, js, css)| (*js, *css));
        let [perf, a11y, bp, seo] = summary.scores;
        let [fcp, lcp, tbt, cls] = summary.metrics;
        println!(
            "| {} | {} | {} | {perf} | {a11y} | {bp} | {seo} | {fcp:.0} | {lcp:.0} | {tbt:.0} | {cls:.3} | {} | {:.0} | {} | {} | {} | {} |",
            summary.route,
            summary.form.name(),
            summary.runs,
            summary.worst_performance,
            summary.worst_tbt,
            kb(js),
            kb(css),
            kb(summary.script_transfer as u64),
            kb(summary.transfer as u64)
        );
    }
}
