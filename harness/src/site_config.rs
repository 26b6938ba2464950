//! The site's config file, `site/src/config/site.json`: the addresses tests expect.

use crate::workspace;
use anyhow::{Context, Result};
use serde::Deserialize;

/// The external addresses the site must use, as the config gives them.
#[derive(Debug, Clone)]
pub struct SiteConfig {
    /// The event-lead embed's base address.
    pub event_lead_base: String,
    /// The lead form id in its query.
    pub event_lead_form_id: String,
    /// The public key in its query.
    pub event_lead_public_key: String,
    /// Every external link the site opens in a new tab, by its key in `links`.
    pub links: std::collections::BTreeMap<String, String>,
    /// The contact e-mail.
    pub email: String,
    /// The contact phone, as dialled.
    pub phone: String,
    /// The application form's frame on /contact.
    pub application_frame: FrameConfig,
}

/// An embedded frame's address and size.
#[derive(Debug, Clone, Deserialize)]
pub struct FrameConfig {
    /// The frame's `src`.
    pub src: String,
    /// Its width in CSS pixels.
    pub width: u32,
    /// Its height in CSS pixels.
    pub height: u32,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Raw {
    contact: RawContact,
    links: std::collections::BTreeMap<String, String>,
    embeds: RawEmbeds,
}

#[derive(Deserialize)]
struct RawContact {
    email: String,
    phone: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawEmbeds {
    event_lead: RawEventLead,
    application_frame: FrameConfig,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawEventLead {
    base: String,
    form_id: String,
    public_key: String,
}

/// Reads the config.
pub fn load() -> Result<SiteConfig> {
    let path = workspace::root().join("site/src/config/site.json");
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", path.display()))?;
    let raw: Raw =
        serde_json::from_str(&text).with_context(|| format!("{} is malformed", path.display()))?;
    Ok(SiteConfig {
        event_lead_base: raw.embeds.event_lead.base,
        event_lead_form_id: raw.embeds.event_lead.form_id,
        event_lead_public_key: raw.embeds.event_lead.public_key,
        links: raw.links,
        email: raw.contact.email,
        phone: raw.contact.phone,
        application_frame: raw.embeds.application_frame,
    })
}
