//! The browser suite: one test binary, so the site, the Grid and the session pool start
//! once. Each module covers one route or behaviour of `../shared/spec/site-spec.md`.

mod http;
mod not_found;
mod routes;
