//! The two viewports every visual and behavioural test runs at.

use std::fmt;

/// A browser viewport, emulated exactly through CDP so widths below Chrome's minimum
/// window width (about 500 px) still work.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Viewport {
    /// 1280×800, a common laptop.
    Desktop,
    /// 390×844, a current mid-size phone.
    Mobile,
}

impl Viewport {
    /// Both viewports, desktop first.
    pub const ALL: [Viewport; 2] = [Viewport::Desktop, Viewport::Mobile];

    /// CSS pixel width.
    pub fn width(self) -> u32 {
        match self {
            Viewport::Desktop => 1280,
            Viewport::Mobile => 390,
        }
    }

    /// CSS pixel height.
    pub fn height(self) -> u32 {
        match self {
            Viewport::Desktop => 800,
            Viewport::Mobile => 844,
        }
    }

    /// Whether the page should be laid out as on a phone (`mobile: true` in CDP).
    pub fn is_mobile(self) -> bool {
        matches!(self, Viewport::Mobile)
    }

    /// The lowercase name used in test output and screenshot paths.
    pub fn name(self) -> &'static str {
        match self {
            Viewport::Desktop => "desktop",
            Viewport::Mobile => "mobile",
        }
    }
}

impl fmt::Display for Viewport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}x{}", self.name(), self.width(), self.height())
    }
}
