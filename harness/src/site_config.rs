//! The site's config file, `site/src/config/site.json` (read by `facts::site`): the
//! addresses tests expect, gathered in one flat view.

use anyhow::Result;

pub use facts::site::Frame as FrameConfig;

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
    /// The contact phone, as the site shows it.
    pub phone_display: String,
    /// The application form's frame on /contact.
    pub application_frame: FrameConfig,
}

/// Reads the config.
pub fn load() -> Result<SiteConfig> {
    let config = facts::site::site_config()?;
    let embeds = config.embeds;
    Ok(SiteConfig {
        event_lead_base: embeds.event_lead.base,
        event_lead_form_id: embeds.event_lead.form_id,
        event_lead_public_key: embeds.event_lead.public_key,
        links: config.links,
        email: config.contact.email,
        phone: config.contact.phone,
        phone_display: config.contact.phone_display,
        application_frame: embeds.application_frame,
    })
}
