//! The site's config, `site/src/config/site.json`: contact details and every external
//! address. Only the fields Rust reads are typed; the rest is the site's alone.

use anyhow::Result;
use serde::Deserialize;
use std::collections::BTreeMap;

/// The config's path in the repository.
pub const FILE: &str = "site/src/config/site.json";

/// The config as it was when this crate was built; cargo rebuilds on every change to it.
const TEXT: &str = include_str!("../../site/src/config/site.json");

/// The parts of the config the server, the harness and xtask read.
#[derive(Clone, Debug, Deserialize)]
pub struct SiteConfig {
    /// The site's canonical origin, such as `https://thehive.example`.
    pub origin: String,
    /// How to reach The Hive.
    pub contact: Contact,
    /// Every external link the site opens in a new tab, by key.
    pub links: BTreeMap<String, String>,
    /// Every frame the site embeds.
    pub embeds: Embeds,
}

/// The contact details.
#[derive(Clone, Debug, Deserialize)]
pub struct Contact {
    /// The contact e-mail.
    pub email: String,
    /// The contact phone, as dialled.
    pub phone: String,
    /// The contact phone, as the site shows it.
    #[serde(rename = "phoneDisplay")]
    pub phone_display: String,
    /// The city the business gives as its address, which its LocalBusiness data must name.
    pub city: String,
    /// The city's region (state), likewise.
    pub region: String,
}

/// Every frame the site embeds.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Embeds {
    /// The application form on /contact.
    pub application_frame: Frame,
    /// The event-lead form on /hire.
    pub event_lead: EventLead,
    /// The video on the home page's about section.
    pub about_video: String,
    /// The video on /hire.
    pub hire_video: String,
}

/// An embedded frame's address and size.
#[derive(Clone, Debug, Deserialize)]
pub struct Frame {
    /// The frame's `src`.
    pub src: String,
    /// Its width in CSS pixels.
    pub width: u32,
    /// Its height in CSS pixels.
    pub height: u32,
}

/// The event-lead embed: a base address and the query it is given.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EventLead {
    /// The base address.
    pub base: String,
    /// The lead form id in its query.
    pub form_id: String,
    /// The public key in its query.
    pub public_key: String,
}

impl Embeds {
    /// The address of every frame the site embeds, forms and videos.
    pub fn addresses(&self) -> [&str; 4] {
        [
            &self.application_frame.src,
            &self.event_lead.base,
            &self.about_video,
            &self.hire_video,
        ]
    }
}

/// The site's config.
pub fn site_config() -> Result<SiteConfig> {
    crate::parse(FILE, TEXT)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_config_parses_with_every_embed() {
        let config = super::site_config().expect("site.json parses");
        assert!(config.origin.starts_with("https://"));
        assert!(config.embeds.addresses().iter().all(|a| !a.is_empty()));
    }
}
