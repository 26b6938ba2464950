//! The site as the harness serves it in-process, with the fixtures and faults a test may
//! ask for, and the contract its pages and the browsers share.

pub mod test_server;
pub mod test_server_contract;
