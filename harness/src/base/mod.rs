//! What every layer uses: the engines, viewports and routes, the spec's delays and the
//! harness's own timings, waiting on a condition, and where the workspace and its specs
//! are.

pub mod engine;
pub mod routes;
pub mod spec_delays;
pub mod specs;
pub mod timings;
pub mod viewport;
pub mod wait;
pub mod workspace;
