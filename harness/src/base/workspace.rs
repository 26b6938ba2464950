//! Paths inside the repository the harness belongs to, from `facts::workspace`:
//! [`output_dir`] is where the harness writes logs, `harness/` in the target directory, and
//! [`report_dir`] its run report.

pub use facts::workspace::{
    harness_output_dir as output_dir, harness_report_dir as report_dir, root, target_dir,
};
