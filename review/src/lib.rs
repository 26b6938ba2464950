//! The harness's run report put to use outside the test library, on top of its report types
//! (`harness::record::outcome`, `harness::record::report`), which never depend on this crate:
//!
//! - [`server`]: `cargo xtask review`, the last run's report served on loopback with Approve
//!   and Reject on each changed screenshot (the `review` binary);
//! - [`sample`]: a run with one of everything the report shows, which the static gates check
//!   (the `report-sample` binary) and the e2e suite opens from disk;
//! - [`broken_page`]: a run to review, made from a page an e2e test broke on purpose.
//!
//! The e2e suite exercises them from the harness's one test binary, through a
//! dev-dependency.

pub mod broken_page;
pub mod sample;
pub mod server;
