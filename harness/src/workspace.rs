//! Paths inside the repository the harness belongs to, from `facts::workspace`:
//! [`output_dir`] is where the harness writes logs and reports, `harness/` in the target
//! directory.

pub use facts::workspace::{harness_output_dir as output_dir, root, target_dir};
