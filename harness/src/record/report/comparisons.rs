//! The report's changed screenshots: each group of failed comparisons that show the same
//! change ([`Group`]), zoomed to its changed region with side-by-side, diff, slider and blink
//! views, and each member with its files and, when reviewing, its Approve and Reject.

use super::model::Group;
use super::{ReviewControls, escape};
use crate::record::outcome::VisualComparison;
use std::fmt::Write as _;

/// The section of changed screenshots: each group with its views and its members, each
/// member with its Approve and Reject when reviewing.
pub(super) fn render(html: &mut String, groups: &[Group], review: Option<&ReviewControls>) {
    if groups.is_empty() {
        return;
    }
    let total: usize = groups.iter().map(|group| group.members.len()).sum();
    let _ = write!(
        html,
        "<section aria-labelledby=\"changes-title\">\n<h2 id=\"changes-title\">Changed screenshots: \
         {total} in {} group{}</h2>\n",
        groups.len(),
        if groups.len() == 1 { "" } else { "s" }
    );
    for (g, group) in groups.iter().enumerate() {
        let first = group.first();
        let _ = write!(
            html,
            "<article class=\"change card\" id=\"g{g}\" data-status=\"failed\" data-browser=\"{}\" \
             data-viewport=\"{}\" data-route=\"{}\">\n<h3>{} on {} ({})</h3>\n",
            escape(&group.values(|c| &c.browser)),
            escape(&group.values(|c| &c.viewport)),
            escape(&group.values(|c| &c.route)),
            escape(&first.summary),
            escape(&group.pages()),
            escape(&group.seen_on())
        );
        views(html, g, first);
        html.push_str("<ul class=\"members\">\n");
        for (id, comparison) in &group.members {
            member(html, id, comparison, review);
        }
        html.push_str("</ul>\n");
        if let Some(review) = review
            && group.members.len() > 1
        {
            let ids: Vec<&str> = group.members.iter().map(|(id, _)| id.as_str()).collect();
            let _ = writeln!(
                html,
                "<div class=\"review\"><form method=\"post\" action=\"{}/do/approve\">\
                 <input type=\"hidden\" name=\"items\" value=\"{}\">\
                 <button class=\"approve\" type=\"submit\">Approve all {}</button></form></div>",
                escape(&review.base),
                ids.join(","),
                group.members.len()
            );
        }
        html.push_str("</article>\n");
    }
    html.push_str("</section>\n");
}

/// The four ways to look at a group's first comparison, zoomed to its changed region.
fn views(html: &mut String, g: usize, c: &VisualComparison) {
    let (expected, actual, diff) = match &c.crops {
        Some(crops) => (
            Some(crops.expected.as_str()),
            crops.actual.as_str(),
            Some(crops.diff.as_str()),
        ),
        None => (c.expected.as_deref(), c.actual.as_str(), c.diff.as_deref()),
    };
    let region = c
        .crops
        .as_ref()
        .map(|crops| {
            format!(
                "the changed region, {}x{} px at ({}, {})",
                crops.region.width, crops.region.height, crops.region.x, crops.region.y
            )
        })
        .unwrap_or_else(|| "the whole page".to_owned());
    let _ = write!(
        html,
        "<div class=\"views\"><fieldset><legend>View of {}</legend>",
        escape(&region)
    );
    for (value, label, checked) in [
        ("side", "Side by side", true),
        ("diff", "Diff", false),
        ("slider", "Slider", false),
        ("blink", "Blink", false),
    ] {
        let _ = write!(
            html,
            "<label><input type=\"radio\" name=\"view-{g}\" value=\"{value}\"{}> {label}</label>",
            if checked { " checked" } else { "" }
        );
    }
    html.push_str("</fieldset>\n");
    let whole = if c.crops.is_some() { "" } else { " whole" };
    // A small changed region is shown three times its size, at most as wide as its column;
    // its size is written out so that the page does not move as the crops load lazily, under
    // a Review button being pressed.
    let width = c.crops.as_ref().map_or(String::new(), |crops| {
        format!(
            " width=\"{}\" height=\"{}\" style=\"width: min(100%, {}px)\"",
            crops.region.width,
            crops.region.height,
            crops.region.width * 3
        )
    });
    let img = |src: &str, alt: &str, class: &str| {
        format!(
            "<img class=\"zoom{whole} {class}\" src=\"{}\" alt=\"{}\" loading=\"lazy\"{width}>",
            escape(src),
            escape(alt)
        )
    };
    let page = format!("{} {} {}", c.route, c.browser, c.viewport);
    html.push_str("<div class=\"view view-side side\">");
    if let Some(expected) = expected {
        let _ = write!(
            html,
            "<figure><figcaption>Expected</figcaption>{}</figure>",
            img(expected, &format!("The baseline of {page}"), "")
        );
    }
    let _ = write!(
        html,
        "<figure><figcaption>Actual</figcaption>{}</figure>",
        img(actual, &format!("This run's capture of {page}"), "")
    );
    if let Some(diff) = diff {
        let _ = write!(
            html,
            "<figure><figcaption>Diff</figcaption>{}</figure>",
            img(diff, &format!("The differing pixels of {page}, marked"), "")
        );
    }
    html.push_str("</div>\n<div class=\"view view-diff\">");
    match diff {
        Some(diff) => {
            let _ = write!(
                html,
                "<figure><figcaption>Diff</figcaption>{}</figure>",
                img(diff, &format!("The differing pixels of {page}, marked"), "")
            );
        }
        None => html.push_str("<p>The sizes differ, so there is no pixel diff.</p>"),
    }
    html.push_str("</div>\n");
    if let Some(expected) = expected {
        let _ = write!(
            html,
            "<div class=\"view view-slider slider\"><div class=\"stack\">{}{}</div>\
             <label>Reveal the capture <input type=\"range\" min=\"0\" max=\"100\" value=\"50\"></label></div>\n\
             <div class=\"view view-blink blink\"><div class=\"stack\">{}{}</div>\
             <label><input type=\"checkbox\"> Show the capture (when motion is reduced)</label></div>\n",
            img(expected, &format!("The baseline of {page}"), ""),
            img(actual, &format!("This run's capture of {page}"), "over"),
            img(expected, &format!("The baseline of {page}"), ""),
            img(actual, &format!("This run's capture of {page}"), "over"),
        );
    } else {
        html.push_str(
            "<div class=\"view view-slider\"><p>There is no baseline to compare with.</p></div>\n\
             <div class=\"view view-blink\"><p>There is no baseline to compare with.</p></div>\n",
        );
    }
    html.push_str("</div>\n");
}

fn member(html: &mut String, id: &str, c: &VisualComparison, review: Option<&ReviewControls>) {
    let mut files = vec![format!("<a href=\"{}\">actual</a>", escape(&c.actual))];
    if let Some(expected) = &c.expected {
        files.insert(0, format!("<a href=\"{}\">expected</a>", escape(expected)));
    }
    if let Some(diff) = &c.diff {
        files.push(format!("<a href=\"{}\">diff</a>", escape(diff)));
    }
    let _ = write!(
        html,
        "<li id=\"c{id}\">{} · {} {} · {} · full size: {} · baseline <code>{}</code>",
        escape(&c.route),
        escape(&c.browser),
        escape(&c.viewport),
        escape(&c.summary),
        files.join(", "),
        escape(&c.baseline)
    );
    if let Some(review) = review {
        match review.decisions.get(id) {
            Some(decision) => {
                let class = decision.split(':').next().unwrap_or_default();
                let _ = write!(
                    html,
                    " <span class=\"decision {}\">{}</span>",
                    escape(class),
                    escape(decision)
                );
            }
            None => {
                let _ = write!(
                    html,
                    "<span class=\"review\"><form method=\"post\" action=\"{base}/do/approve\">\
                     <input type=\"hidden\" name=\"items\" value=\"{id}\">\
                     <button class=\"approve\" type=\"submit\" aria-label=\"Approve {what}\">Approve</button></form>\
                     <form method=\"post\" action=\"{base}/do/reject\">\
                     <input type=\"hidden\" name=\"items\" value=\"{id}\">\
                     <button type=\"submit\" aria-label=\"Reject {what}\">Reject</button></form></span>",
                    base = escape(&review.base),
                    what = escape(&format!("{} {} {}", c.route, c.browser, c.viewport)),
                );
            }
        }
    }
    html.push_str("</li>\n");
}
