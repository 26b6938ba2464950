//! Running a test: the environment each test binary starts once, the runner that leases a
//! session and records the outcome, and the evidence a failure leaves.

pub mod environment;
pub mod evidence;
pub mod runner;
