//! Repository checks that need no browser: the route lists, the timing constants and the
//! sizes and targets the spec fixes cannot drift between the site, `specs/` and the harness.

use harness::{Route, base::specs, base::workspace};
use serde::Deserialize;

#[derive(Deserialize)]
struct SiteRoute {
    id: String,
    path: String,
}

fn site_routes() -> Vec<SiteRoute> {
    let path = workspace::root().join("site/src/config/route-table.json");
    let text =
        std::fs::read_to_string(&path).expect("site/src/config/route-table.json is readable");
    serde_json::from_str(&text).expect("site/src/config/route-table.json is valid")
}

#[test]
fn the_harness_route_list_matches_the_site_route_table() {
    let site: Vec<(String, String)> = site_routes().into_iter().map(|r| (r.id, r.path)).collect();
    let harness: Vec<(String, String)> = Route::ALL
        .iter()
        .map(|r| (r.id().to_owned(), r.pattern().to_owned()))
        .collect();
    assert_eq!(
        harness, site,
        "harness/src/base/routes.rs and site/src/config/route-table.json list different routes"
    );
}

#[test]
fn specs_cover_exactly_the_site_route_table() {
    let site: Vec<(String, String)> = site_routes().into_iter().map(|r| (r.id, r.path)).collect();
    let specs: Vec<(String, String)> = specs::routes()
        .expect("specs/routes.json is readable")
        .into_iter()
        .map(|r| (r.route, r.path))
        .collect();
    assert_eq!(
        specs, site,
        "specs/routes.json and site/src/config/route-table.json list different routes"
    );
}

/// The value of `export const NAME = <number>;` in a TypeScript module of the site.
fn site_constant(file: &str, name: &str) -> u64 {
    let path = workspace::root().join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|_| panic!("{file} is readable"));
    let line = text
        .lines()
        .find(|line| line.starts_with(&format!("export const {name} =")))
        .unwrap_or_else(|| panic!("{file} has no {name}"));
    line.trim_end_matches(';')
        .rsplit('=')
        .next()
        .and_then(|value| value.trim().replace('_', "").parse().ok())
        .unwrap_or_else(|| panic!("{name} in {file} is not a number"))
}

/// The spec's delays are written once, in `specs/behaviour.json`; the site's and the
/// harness's modules of them are generated from it and checked in. When one differs, it is
/// written anew and this test fails, so the change is seen and committed (rust-analyzer's
/// sourcegen pattern).
#[test]
fn the_delay_modules_are_generated_from_specs() {
    let delays = facts::specs::behaviour()
        .expect("specs/behaviour.json is readable")
        .delays;
    let mut stale = Vec::new();
    for (file, text) in [
        (
            "site/src/lib/spec-delays.ts",
            facts::specs::delays_typescript(&delays),
        ),
        (
            "harness/src/base/spec_delays.rs",
            facts::specs::delays_rust(&delays),
        ),
    ] {
        let path = workspace::root().join(file);
        if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            std::fs::write(&path, text).unwrap_or_else(|e| panic!("cannot write {file}: {e}"));
            stale.push(file);
        }
    }
    assert!(
        stale.is_empty(),
        "{stale:?} did not match specs/behaviour.json and were generated anew; review and commit them"
    );
}

/// Upper-case words with hyphens that are not spec ids.
const NOT_SPEC_IDS: &[&str] = &["UTF-8", "JSON-LD"];

/// The spec ids a text cites: upper-case words joined by hyphens (`NAV-TOP-SCROLL-DELAY`),
/// not part of a longer word or a `{placeholder}`.
fn cited_ids(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '{' | '}')))
        .filter(|word| {
            word.contains('-')
                && word.starts_with(|c: char| c.is_ascii_uppercase())
                && word
                    .chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '-')
                && word.split('-').all(|part| !part.is_empty())
                && !NOT_SPEC_IDS.contains(word)
        })
        .map(str::to_owned)
        .collect()
}

/// Every `.rs` file under `dir`, recursively.
fn rust_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir)
        .expect("the harness sources are readable")
        .flatten()
    {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

#[test]
fn every_spec_id_the_harness_cites_is_in_specs_and_every_listed_check_is_cited() {
    let root = workspace::root();
    let known = facts::specs::known_ids().expect("specs/ is readable");
    let listed: std::collections::BTreeSet<String> = facts::specs::checks()
        .expect("specs/checks.json is readable")
        .checks
        .into_iter()
        .map(|check| check.id)
        .collect();
    let this_file = root.join("harness/tests/tidy.rs");
    let mut cited: std::collections::BTreeMap<String, String> = Default::default();
    for dir in ["harness/src", "harness/tests"] {
        for file in rust_files(&root.join(dir)) {
            if file == this_file {
                continue;
            }
            let text = std::fs::read_to_string(&file).expect("a harness source is readable");
            for id in cited_ids(&text) {
                cited
                    .entry(id)
                    .or_insert_with(|| file.display().to_string());
            }
        }
    }
    let unknown: Vec<String> = cited
        .iter()
        .filter(|(id, _)| !known.contains(*id))
        .map(|(id, file)| format!("{id} (in {file})"))
        .collect();
    assert!(
        unknown.is_empty(),
        "the harness cites spec ids that no file in specs/ lists (add them to specs/checks.json): {unknown:?}"
    );
    let unused: Vec<&String> = listed
        .iter()
        .filter(|id| !cited.contains_key(*id))
        .collect();
    assert!(
        unused.is_empty(),
        "specs/checks.json lists checks that no harness test cites: {unused:?}"
    );
}

/// Every sentence of the spec's §1-§9 has its entry in `specs/spec-map.json`, in the spec's
/// order, naming the checks that exercise it or saying why none does; an entry whose sentence
/// the spec no longer has, or that names a check no file of `specs/` lists, fails.
#[test]
fn every_spec_sentence_is_mapped_to_its_checks_or_says_why_not() {
    let spec = facts::spec_text::read().expect("the product spec is readable");
    let map = facts::specs::spec_map().expect("specs/spec-map.json is readable");
    let known = facts::specs::known_ids().expect("specs/ is readable");
    let key = |section: &str, says: &str| (section.to_owned(), says.to_owned());
    let mapped: Vec<(String, String)> = map
        .sections
        .iter()
        .flat_map(|part| part.sentences.iter().map(|s| key(&part.section, &s.says)))
        .collect();
    let written: Vec<(String, String)> = spec.iter().map(|s| key(&s.section, &s.says)).collect();
    let mut problems = Vec::new();
    for (section, says) in written.iter().filter(|s| !mapped.contains(s)) {
        problems.push(format!(
            "{section}: the sentence {says:?} has no entry; add {{ \"says\": ..., \"checks\": [...] }} \
             (or \"uncovered\" or \"noBrowserCheck\" with a reason) under {section:?}"
        ));
    }
    for (section, says) in mapped.iter().filter(|s| !written.contains(s)) {
        problems.push(format!(
            "{section}: the entry {says:?} is no longer a sentence of the spec; map the sentence \
             that replaced it, or remove the entry"
        ));
    }
    let common: Vec<&(String, String)> = mapped.iter().filter(|s| written.contains(s)).collect();
    let in_spec_order: Vec<&(String, String)> =
        written.iter().filter(|s| mapped.contains(s)).collect();
    if let Some((entry, _)) = common
        .iter()
        .zip(&in_spec_order)
        .find(|(entry, sentence)| entry != sentence)
    {
        problems.push(format!(
            "{}: the entry {:?} is out of the spec's order; the map follows the spec",
            entry.0, entry.1
        ));
    }
    for part in &map.sections {
        for sentence in &part.sentences {
            for id in sentence.checks.iter().filter(|id| !known.contains(*id)) {
                problems.push(format!(
                    "{}: the entry {:?} names {id}, which no file of specs/ lists",
                    part.section, sentence.says
                ));
            }
            if !sentence.is_answered() {
                problems.push(format!(
                    "{}: the entry {:?} names no check and gives no reason (\"uncovered\" or \
                     \"noBrowserCheck\")",
                    part.section, sentence.says
                ));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "specs/spec-map.json and {} disagree:\n{}",
        facts::spec_text::SPEC_FILE,
        problems.join("\n")
    );
}

#[test]
fn test_bodies_neither_sleep_nor_skip_silently() {
    for file in rust_files(&workspace::root().join("harness/tests")) {
        // This file names what it looks for.
        if file.ends_with("tidy.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("a test file is readable");
        for (number, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            assert!(
                !code.contains("sleep("),
                "{}:{}: a test waits on conditions, never a sleep: {line:?}",
                file.display(),
                number + 1
            );
            assert!(
                !code.contains("#[ignore"),
                "{}:{}: a test is skipped with its reason through harness::record::run_record::skip, never #[ignore]",
                file.display(),
                number + 1
            );
        }
    }
}

/// What only page objects may use: scripts run in the page, selectors and the raw driver.
const PAGE_OBJECT_MECHANICS: [&str; 6] = [
    ".call(",
    ".call::<",
    "By::",
    "querySelector",
    ".driver()",
    ".execute(",
];

/// Whether `code` holds `mechanic` as written, not as the end of a longer name (`By::` in
/// `CloseBy::` is a test's own enum).
fn uses(code: &str, mechanic: &str) -> bool {
    code.match_indices(mechanic).any(|(at, _)| {
        !mechanic.starts_with(|c: char| c.is_alphanumeric())
            || !code[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
}

#[test]
fn test_bodies_leave_scripts_selectors_and_the_driver_to_page_objects() {
    for file in rust_files(&workspace::root().join("harness/tests/e2e")) {
        let text = std::fs::read_to_string(&file).expect("a test file is readable");
        for (number, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if let Some(mechanic) = PAGE_OBJECT_MECHANICS
                .iter()
                .find(|mechanic| uses(code, mechanic))
            {
                panic!(
                    "{}:{}: {mechanic} belongs in a page object (harness/src/pages), so the \
                     test body reads as the spec sentence: {line:?}",
                    file.display(),
                    number + 1
                );
            }
        }
    }
}

#[test]
fn the_site_config_gives_the_application_frame_the_spec_size() {
    let spec = specs::embeds()
        .expect("specs/behaviour.json is readable")
        .into_iter()
        .find(|embed| embed.id == "EMBED-APPLICATION")
        .expect("specs/behaviour.json has EMBED-APPLICATION");
    let size = spec
        .frame
        .expect("EMBED-APPLICATION in specs/behaviour.json gives the frame size");
    let frame = facts::site_config::site_config()
        .expect("site/src/config/site.json is readable")
        .embeds
        .application_frame;
    assert_eq!(
        (frame.width, frame.height),
        (size.width, size.height),
        "EMBED-APPLICATION: site/src/config/site.json (embeds.applicationFrame) says {}x{}, \
         the spec (specs/behaviour.json) says {}x{}",
        frame.width,
        frame.height,
        size.width,
        size.height
    );
}

#[test]
fn the_site_video_size_has_the_spec_ratio() {
    let spec = specs::video().expect("specs/behaviour.json has the video ratio");
    let file = "site/src/lib/dimensions.ts";
    let width = site_constant(file, "VIDEO_WIDTH");
    let height = site_constant(file, "VIDEO_HEIGHT");
    assert_eq!(
        width * u64::from(spec.ratio.height),
        height * u64::from(spec.ratio.width),
        "{}: {file} sizes videos {width}x{height}, which is not {}:{}",
        spec.id,
        spec.ratio.width,
        spec.ratio.height
    );
}

#[test]
fn the_site_counters_count_to_the_spec_targets() {
    let path = workspace::root().join("site/src/content/counters.ts");
    let text = std::fs::read_to_string(&path).expect("site/src/content/counters.ts is readable");
    // Each counter is an object literal with `id: '...'` and then `end: N` on lines of their own.
    let mut site = Vec::new();
    let mut id = None;
    for line in text.lines().map(str::trim) {
        if let Some(value) = line.strip_prefix("id: '") {
            id = value.split('\'').next().map(|v| format!("counter-{v}"));
        } else if let Some(value) = line.strip_prefix("end: ") {
            let end: u64 = value
                .trim_end_matches(',')
                .replace('_', "")
                .parse()
                .unwrap_or_else(|_| {
                    panic!("site/src/content/counters.ts: {line:?} is not a number")
                });
            site.push((id.take().unwrap_or_default(), end));
        }
    }
    let spec: Vec<(String, u64)> = specs::counters()
        .expect("specs/behaviour.json is readable")
        .into_iter()
        .map(|counter| (counter.test_id, counter.end))
        .collect();
    assert_eq!(
        site, spec,
        "COUNTER-*: site/src/content/counters.ts and specs/behaviour.json give different \
         counters or targets"
    );
}

/// The catalogues of calls to action and facts agree with the route table and
/// `specs/routes.json`: every route they name exists; an anchor that scrolls within its page
/// points at that page; a link to another page's anchor names one that `specs/routes.json`
/// requires of that page, so the browser checks of that page prove it is there.
#[test]
fn the_catalogues_name_real_routes_and_anchors() {
    use facts::specs::Does;
    let routes = specs::routes().expect("specs/routes.json is readable");
    let path_of = |id: &str| {
        routes
            .iter()
            .find(|r| r.route == id)
            .map(|r| r.path.clone())
    };
    let mut problems = Vec::new();
    let actions = facts::specs::actions().expect("specs/actions.json is readable");
    for action in &actions {
        let Some(own_path) = path_of(&action.route) else {
            problems.push(format!("{}: no route {:?}", action.id, action.route));
            continue;
        };
        let href = action.to.href.clone().unwrap_or_default();
        let (path, hash) = href.split_once('#').unwrap_or((&href, ""));
        let own_path = own_path.as_str();
        match action.does {
            Does::Scroll if hash.is_empty() || !(path.is_empty() || path == own_path) => problems
                .push(format!(
                    "{}: a same-page anchor must point at #an-id of {own_path}, not {href:?}",
                    action.id
                )),
            Does::Navigate if !hash.is_empty() => {
                let listed = routes
                    .iter()
                    .find(|r| r.path == path)
                    .is_some_and(|r| r.anchors.iter().any(|a| a == hash));
                if !listed {
                    problems.push(format!(
                        "{}: {href:?} names an anchor that specs/routes.json does not require of {path}",
                        action.id
                    ));
                }
            }
            _ => {}
        }
        if action.does.is_button() != (action.role == "button") {
            problems.push(format!(
                "{}: a {} cannot do {:?}",
                action.id, action.role, action.does
            ));
        }
        match (action.does, &action.opens, &action.dialog) {
            (Does::Dialog, Some(opens), Some(_)) => {
                if !actions
                    .iter()
                    .any(|a| a.does == Does::Close && &a.section == opens)
                {
                    problems.push(format!(
                        "{}: no Close button is catalogued in the dialog {opens:?} it opens",
                        action.id
                    ));
                }
            }
            (Does::Dialog, _, _) => problems.push(format!(
                "{}: a dialog button names the dialog it `opens` and its `dialog` name",
                action.id
            )),
            (_, None, None) => {}
            _ => problems.push(format!(
                "{}: only a dialog button `opens` a dialog",
                action.id
            )),
        }
        if action.does == Does::Load && action.to.embed.is_none() {
            problems.push(format!(
                "{}: a load button names the `embed` it loads",
                action.id
            ));
        }
    }
    for fact in facts::specs::fixed_facts().expect("specs/facts.json is readable") {
        for route in &fact.routes {
            if route != "*" && path_of(route).is_none() {
                problems.push(format!("{}: no route {route:?}", fact.id));
            }
        }
        if (fact.named.is_some() || fact.count.is_some()) && fact.within.is_none() {
            problems.push(format!(
                "{}: `named` and `count` read the elements `within`, which is missing",
                fact.id
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A fact's expected text is the spec's phrase: a whole phrase of its `says`, the
/// spec's words, read as the check reads the page (`fixed_facts::spec_words`). A fact whose
/// text must be the site's own wording says why in `wording`, and `specs/decisions.md` names
/// it, so the choice is made once and in the open.
#[test]
fn every_fact_is_written_in_the_spec_words_or_its_wording_is_a_decision() {
    use harness::checks::fixed_facts::{contains_phrase, spec_words};
    let decisions = std::fs::read_to_string(workspace::root().join("specs/decisions.md"))
        .expect("specs/decisions.md is readable");
    let mut problems = Vec::new();
    for fact in facts::specs::fixed_facts().expect("specs/facts.json is readable") {
        let in_says = contains_phrase(&spec_words(&fact.says), &spec_words(&fact.text));
        match (&fact.wording, in_says) {
            (None, false) => problems.push(format!(
                "{}: {:?} is not a phrase of what the spec says ({:?}); write the spec's \
                 words, or give the site's `wording` and record it in specs/decisions.md",
                fact.id, fact.text, fact.says
            )),
            (Some(_), true) => problems.push(format!(
                "{}: {:?} is the spec's phrase, so it needs no `wording`",
                fact.id, fact.text
            )),
            (Some(_), false) if !decisions.contains(&fact.id) => problems.push(format!(
                "{}: its text is the site's wording, which specs/decisions.md does not name",
                fact.id
            )),
            _ => {}
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The modules of a crate's `src`, by path (`visual::diff`), each with its source.
fn crate_modules(src: &std::path::Path) -> std::collections::BTreeMap<String, String> {
    let mut modules = std::collections::BTreeMap::new();
    for file in rust_files(src) {
        let relative = file.strip_prefix(src).expect("a file under src");
        let mut parts: Vec<String> = relative
            .with_extension("")
            .iter()
            .map(|part| part.to_string_lossy().into_owned())
            .collect();
        if parts.first().is_some_and(|first| first == "bin") {
            continue;
        }
        if parts
            .last()
            .is_some_and(|last| matches!(last.as_str(), "mod" | "lib" | "main"))
        {
            parts.pop();
        }
        let text = std::fs::read_to_string(&file).expect("a source file is readable");
        modules.insert(parts.join("::"), text);
    }
    modules
}

/// The modules of the same crate that `text` (module `me`) names through `crate::` or
/// `super::` paths, as a reader would see them: comments left out, a path taken as the
/// longest module it starts with.
fn module_uses(
    me: &str,
    text: &str,
    modules: &std::collections::BTreeMap<String, String>,
) -> std::collections::BTreeSet<String> {
    let code: String = text
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let longest_module = |path: &[&str]| {
        (1..=path.len())
            .rev()
            .map(|k| path[..k].join("::"))
            .find(|candidate| modules.contains_key(candidate))
    };
    let mut uses = std::collections::BTreeSet::new();
    let is_name = |c: char| c.is_ascii_alphanumeric() || c == '_';
    for prefix in ["crate::", "super::"] {
        for (at, _) in code.match_indices(prefix) {
            if code[..at]
                .chars()
                .next_back()
                .is_some_and(|c| is_name(c) || c == ':')
            {
                continue;
            }
            let mut rest = &code[at + prefix.len()..];
            // `crate::` starts at the root; each `super::` climbs one module from this one.
            let mut base: Vec<&str> = if prefix == "crate::" {
                Vec::new()
            } else {
                let mut parent: Vec<&str> = me.split("::").collect();
                parent.pop();
                while let Some(next) = rest.strip_prefix("super::") {
                    parent.pop();
                    rest = next;
                }
                parent
            };
            base.retain(|part| !part.is_empty());
            let paths: Vec<&str> = match rest.strip_prefix('{') {
                // `use crate::{a, b::c}`: each item is a path of its own.
                Some(group) => group.split('}').next().unwrap_or("").split(',').collect(),
                None => vec![
                    rest.split(|c: char| !(is_name(c) || c == ':'))
                        .next()
                        .unwrap_or(""),
                ],
            };
            for path in paths {
                let path: Vec<&str> = base
                    .iter()
                    .copied()
                    .chain(
                        path.trim()
                            .split("::")
                            .map(str::trim)
                            .filter(|p| !p.is_empty()),
                    )
                    .collect();
                uses.extend(longest_module(&path));
            }
        }
    }
    uses.remove(me);
    uses.remove("");
    uses
}

/// The groups of two or more modules that reach one another (Tarjan's strongly connected
/// components), each sorted.
fn module_cycles(
    graph: &std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
) -> Vec<Vec<String>> {
    struct Search<'a> {
        graph: &'a std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
        index: std::collections::BTreeMap<&'a str, usize>,
        low: std::collections::BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        cycles: Vec<Vec<String>>,
    }
    impl<'a> Search<'a> {
        fn visit(&mut self, node: &'a str) {
            let at = self.index.len();
            self.index.insert(node, at);
            self.low.insert(node, at);
            self.stack.push(node);
            for next in self.graph.get(node).into_iter().flatten() {
                if !self.index.contains_key(next.as_str()) {
                    self.visit(next);
                    let low = self.low[next.as_str()].min(self.low[node]);
                    self.low.insert(node, low);
                } else if self.stack.contains(&next.as_str()) {
                    let low = self.index[next.as_str()].min(self.low[node]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut group = Vec::new();
                while let Some(member) = self.stack.pop() {
                    group.push(member.to_owned());
                    if member == node {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort();
                    self.cycles.push(group);
                }
            }
        }
    }
    let mut search = Search {
        graph,
        index: Default::default(),
        low: Default::default(),
        stack: Vec::new(),
        cycles: Vec::new(),
    };
    for node in graph.keys() {
        if !search.index.contains_key(node.as_str()) {
            search.visit(node);
        }
    }
    search.cycles
}

/// The import cycles among the modules of the crate whose sources are in `src`.
fn import_cycles(src: &std::path::Path) -> Vec<Vec<String>> {
    let modules = crate_modules(src);
    let graph = modules
        .iter()
        .map(|(name, text)| (name.clone(), module_uses(name, text, &modules)))
        .collect();
    module_cycles(&graph)
}

/// Modules form layers: no module of any crate reaches itself through `use crate::` or
/// `super::` paths, so each can be read, tested and changed on top of the ones below it.
#[test]
fn no_crate_has_an_import_cycle() {
    let root = workspace::root();
    let cycles: Vec<String> = ["facts", "harness", "review", "server", "xtask"]
        .iter()
        .flat_map(|name| {
            let src = format!("{name}/src");
            import_cycles(&root.join(&src))
                .into_iter()
                .map(move |cycle| format!("{src}: {}", cycle.join(" -> ")))
        })
        .collect();
    assert!(
        cycles.is_empty(),
        "modules import one another in a circle; move what the lower one needs down, or pass \
         it in:\n{}",
        cycles.join("\n")
    );
}

#[test]
fn the_cycle_check_finds_a_circle_of_three_and_a_super_path() {
    let dir = workspace::output_dir().join("tidy-cycle-sample/src");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("pages")).expect("a scratch crate");
    let write = |name: &str, text: &str| std::fs::write(dir.join(name), text).expect("write");
    write(
        "lib.rs",
        "pub mod a;\npub mod b;\npub mod c;\npub mod pages;\n",
    );
    write("a.rs", "use crate::b::Thing;\n");
    write("b.rs", "use crate::{c, pages::site};\n");
    write(
        "c.rs",
        "// use crate::a; is only a comment\nfn f() { crate::a::g() }\n",
    );
    write("pages/mod.rs", "pub mod site;\n");
    write("pages/site.rs", "use super::super::a;\n");
    let modules = crate_modules(&dir);
    let site = module_uses("pages::site", &modules["pages::site"], &modules);
    assert_eq!(site.into_iter().collect::<Vec<_>>(), vec!["a".to_owned()]);
    // a -> b -> c -> a, and b -> pages::site -> a through `super::super::`.
    let cycles = import_cycles(&dir);
    let expected: Vec<String> = ["a", "b", "c", "pages::site"].map(String::from).into();
    assert_eq!(cycles, vec![expected]);
}

/// The harness's layers, bottom first: the folders its code map (`README.md` beside `src`)
/// lists, in order.
fn declared_layers(src: &std::path::Path) -> Vec<String> {
    let map = src.with_file_name("README.md");
    std::fs::read_to_string(&map)
        .unwrap_or_else(|_| panic!("{} holds the code map", map.display()))
        .lines()
        .filter_map(|line| line.strip_prefix("| `")?.split_once("/` |"))
        .map(|(folder, _)| folder.to_owned())
        .collect()
}

/// Each import of a module of `src` that reaches a layer above the module's own, and each
/// module that sits in no layer.
fn upward_imports(src: &std::path::Path) -> Vec<String> {
    let layers = declared_layers(src);
    let modules = crate_modules(src);
    let layer_of = |module: &str| {
        let top = module.split("::").next().unwrap_or_default();
        layers.iter().position(|layer| layer == top)
    };
    let mut problems = Vec::new();
    for (name, text) in &modules {
        if name.is_empty() {
            continue;
        }
        let Some(mine) = layer_of(name) else {
            problems.push(format!(
                "{name} is in no layer: the code map lists its layers"
            ));
            continue;
        };
        for used in module_uses(name, text, &modules) {
            if layer_of(&used).is_some_and(|theirs| theirs > mine) {
                problems.push(format!(
                    "{name} imports {used}, from the layer {} above its own ({})",
                    layers[layer_of(&used).unwrap_or_default()],
                    layers[mine]
                ));
            }
        }
    }
    problems
}

/// The harness's folders are its layers, listed bottom first in its code map; a module may
/// import its own layer and those below it, so each can be read and tested on top of the
/// ones beneath.
#[test]
fn no_harness_module_imports_a_layer_above_its_own() {
    let problems = upward_imports(&workspace::root().join("harness/src"));
    assert!(
        problems.is_empty(),
        "the harness's layers are reached upwards; move what the lower module needs down, or \
         pass it in:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_layer_check_finds_an_upward_import_and_a_module_in_no_layer() {
    let dir = workspace::output_dir().join("tidy-layer-sample/src");
    let _ = std::fs::remove_dir_all(&dir);
    for folder in ["base", "pages"] {
        std::fs::create_dir_all(dir.join(folder)).expect("a scratch crate");
    }
    let write = |name: &str, text: &str| std::fs::write(dir.join(name), text).expect("write");
    write("lib.rs", "pub mod base;\npub mod loose;\npub mod pages;\n");
    std::fs::write(
        dir.with_file_name("README.md"),
        "| layer | job |\n| --- | --- |\n| `base/` | waits |\n| `pages/` | pages |\n",
    )
    .expect("write");
    write("base/mod.rs", "pub mod wait;\n");
    write(
        "base/wait.rs",
        "// crate::pages is only named in a comment\nuse crate::pages::home;\n",
    );
    write("pages/mod.rs", "pub mod home;\n");
    write("pages/home.rs", "use crate::base::wait;\n");
    write("loose.rs", "use crate::base::wait;\n");
    assert_eq!(
        upward_imports(&dir),
        vec![
            "base::wait imports pages::home, from the layer pages above its own (base)".to_owned(),
            "loose is in no layer: the code map lists its layers".to_owned(),
        ]
    );
}
