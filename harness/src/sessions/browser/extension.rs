//! The page instrumentation as a Firefox add-on.
//!
//! Chromium runs the instrumentation scripts in every new document through CDP. Firefox has
//! no CDP, so the same scripts become a temporary WebExtension whose content scripts run in
//! the page's own world before any page script (`document_start`, `world: MAIN`). The add-on
//! is packed here, in memory, as the zip archive geckodriver installs from base64, so it
//! works with a remote Grid too.

use base64::Engine as _;

/// The add-on's id, fixed so the manifest is identical on every run.
const ADDON_ID: &str = "instrumentation@harness.thehive.test";

/// The add-on's manifest: the scripts, in order, in every frame of every page.
fn manifest(scripts: &[(&str, &str)]) -> String {
    let names: Vec<String> = scripts
        .iter()
        .map(|(name, _)| format!("\"{name}\""))
        .collect();
    format!(
        r#"{{
  "manifest_version": 3,
  "name": "The Hive harness instrumentation",
  "version": "1.0",
  "browser_specific_settings": {{ "gecko": {{ "id": "{ADDON_ID}" }} }},
  "host_permissions": ["<all_urls>"],
  "content_scripts": [{{
    "matches": ["<all_urls>"],
    "js": [{}],
    "run_at": "document_start",
    "all_frames": true,
    "world": "MAIN"
  }}]
}}
"#,
        names.join(", ")
    )
}

/// The add-on that runs `scripts` (file name, source) in every page, as base64 of its zip
/// archive.
pub fn addon_base64(scripts: &[(&str, &str)]) -> String {
    let manifest = manifest(scripts);
    let mut files = vec![("manifest.json", manifest.as_bytes())];
    files.extend(
        scripts
            .iter()
            .map(|(name, source)| (*name, source.as_bytes())),
    );
    base64::engine::general_purpose::STANDARD.encode(zip_stored(&files))
}

/// A zip archive of `files`, stored without compression: a few kilobytes of scripts need
/// none, and storing keeps the writer to the format's three record types.
fn zip_stored(files: &[(&str, &[u8])]) -> Vec<u8> {
    // 1980-01-01 00:00, the earliest date zip can express, so the archive is reproducible.
    const DOS_DATE: u16 = 0x21;
    let mut archive = Vec::new();
    let mut directory = Vec::new();
    for (name, data) in files {
        let offset = archive.len() as u32;
        let crc = crc32fast::hash(data);
        let size = data.len() as u32;
        let name_len = name.len() as u16;
        // Local file header.
        archive.extend_from_slice(&0x0403_4b50u32.to_le_bytes());
        for field in [20u16, 0, 0, 0, DOS_DATE] {
            archive.extend_from_slice(&field.to_le_bytes());
        }
        for field in [crc, size, size] {
            archive.extend_from_slice(&field.to_le_bytes());
        }
        archive.extend_from_slice(&name_len.to_le_bytes());
        archive.extend_from_slice(&0u16.to_le_bytes());
        archive.extend_from_slice(name.as_bytes());
        archive.extend_from_slice(data);
        // Its central directory entry.
        directory.extend_from_slice(&0x0201_4b50u32.to_le_bytes());
        for field in [20u16, 20, 0, 0, 0, DOS_DATE] {
            directory.extend_from_slice(&field.to_le_bytes());
        }
        for field in [crc, size, size] {
            directory.extend_from_slice(&field.to_le_bytes());
        }
        for field in [name_len, 0, 0, 0, 0] {
            directory.extend_from_slice(&field.to_le_bytes());
        }
        directory.extend_from_slice(&0u32.to_le_bytes());
        directory.extend_from_slice(&offset.to_le_bytes());
        directory.extend_from_slice(name.as_bytes());
    }
    let directory_offset = archive.len() as u32;
    let count = files.len() as u16;
    archive.extend_from_slice(&directory);
    // End of central directory.
    archive.extend_from_slice(&0x0605_4b50u32.to_le_bytes());
    for field in [0u16, 0, count, count] {
        archive.extend_from_slice(&field.to_le_bytes());
    }
    archive.extend_from_slice(&(directory.len() as u32).to_le_bytes());
    archive.extend_from_slice(&directory_offset.to_le_bytes());
    archive.extend_from_slice(&0u16.to_le_bytes());
    archive
}

#[cfg(test)]
mod tests {
    use super::{manifest, zip_stored};

    #[test]
    fn the_archive_holds_each_file_once_with_its_checksum() {
        let archive = zip_stored(&[("a.js", b"one"), ("b.js", b"two!")]);
        // Two local headers, two directory entries, one end record.
        let count = |signature: u32| {
            archive
                .windows(4)
                .filter(|w| *w == signature.to_le_bytes())
                .count()
        };
        assert_eq!(count(0x0403_4b50), 2);
        assert_eq!(count(0x0201_4b50), 2);
        assert_eq!(count(0x0605_4b50), 1);
        let crc = crc32fast::hash(b"two!").to_le_bytes();
        assert_eq!(archive.windows(4).filter(|w| *w == crc).count(), 2);
        assert!(archive.ends_with(&[0, 0]), "no archive comment");
    }

    #[test]
    fn the_manifest_runs_the_scripts_in_the_page_before_its_own() {
        let text = manifest(&[("one.js", ""), ("two.js", "")]);
        let json: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
        let scripts = &json["content_scripts"][0];
        assert_eq!(scripts["js"], serde_json::json!(["one.js", "two.js"]));
        assert_eq!(scripts["run_at"], "document_start");
        assert_eq!(scripts["world"], "MAIN");
    }
}
