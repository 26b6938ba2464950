//! The browsers the harness drives, and `HARNESS_BROWSERS`, which chooses among them.

use anyhow::{Result, bail};
use std::fmt;

/// A browser engine every harness test runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Engine {
    /// Debian's Chromium, through chromedriver.
    Chrome,
    /// Debian's Firefox ESR, through geckodriver.
    Firefox,
    /// Debian's WebKitGTK MiniBrowser, through WebKitWebDriver: the engine of every
    /// browser on an iPhone.
    WebKit,
}

impl Engine {
    /// Every engine, in the order tests run on them.
    pub const ALL: [Engine; 3] = [Engine::Chrome, Engine::Firefox, Engine::WebKit];

    /// This engine's name in `HARNESS_BROWSERS`, progress lines, reports and screenshot
    /// folders.
    pub fn name(self) -> &'static str {
        match self {
            Engine::Chrome => "chrome",
            Engine::Firefox => "firefox",
            Engine::WebKit => "webkit",
        }
    }

    /// The engines `HARNESS_BROWSERS` asks for: every engine when it is unset or empty.
    pub fn requested() -> Result<Requested> {
        let every = Requested {
            engines: Engine::ALL.to_vec(),
            explicit: false,
        };
        match std::env::var("HARNESS_BROWSERS") {
            Err(std::env::VarError::NotPresent) => Ok(every),
            Err(std::env::VarError::NotUnicode(_)) => bail!("HARNESS_BROWSERS is not valid UTF-8"),
            Ok(value) if value.trim().is_empty() => Ok(every),
            Ok(value) => Ok(Requested {
                engines: Engine::parse_list(&value)?,
                explicit: true,
            }),
        }
    }

    /// Parses a comma-separated list such as `chrome,firefox`. An unknown name is an error
    /// that lists the known ones, rather than a browser silently left out.
    pub fn parse_list(value: &str) -> Result<Vec<Engine>> {
        let mut engines = Vec::new();
        for name in value.split(',').map(str::trim) {
            let Some(engine) = Engine::ALL.into_iter().find(|e| e.name() == name) else {
                bail!(
                    "HARNESS_BROWSERS {value:?}: {name:?} is not a browser the harness drives; \
                     use a comma-separated list of {}",
                    Engine::ALL.map(Engine::name).join(", ")
                );
            };
            if !engines.contains(&engine) {
                engines.push(engine);
            }
        }
        engines.sort();
        Ok(engines)
    }
}

/// The engines a run asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Requested {
    /// The engines, in the order tests run on them.
    pub engines: Vec<Engine>,
    /// Whether `HARNESS_BROWSERS` named them. Then a Grid that lacks one fails the run;
    /// otherwise the run goes on with the engines the Grid has, and says which it lacks.
    pub explicit: bool,
}

impl fmt::Display for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::Engine;

    #[test]
    fn the_browser_list_is_parsed_strictly_and_in_a_fixed_order() {
        assert_eq!(
            Engine::parse_list("webkit,firefox, chrome").expect("valid"),
            [Engine::Chrome, Engine::Firefox, Engine::WebKit]
        );
        assert_eq!(
            Engine::parse_list("chrome,chrome").expect("valid"),
            [Engine::Chrome]
        );
        let error = Engine::parse_list("chrome,safari").expect_err("unknown browser");
        assert!(error.to_string().contains("\"safari\""), "{error}");
        assert!(Engine::parse_list("chrome,").is_err());
    }
}
