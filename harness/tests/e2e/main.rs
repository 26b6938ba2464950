//! The browser suite: one test binary, so the site, the Grid and the session pool start
//! once. Each module covers one route or behaviour of `../shared/spec/site-spec.md`.

mod accessibility;
mod calls_to_action;
mod console;
mod counters;
mod dialog;
mod embeds;
mod error_screen;
mod fixed_facts;
mod http;
mod main_thread;
mod motion;
mod navigation;
mod not_found;
mod page_breaks;
mod review;
mod routes;
mod run_report;
mod seo;
mod social;
mod structure;
mod tooltips;
mod visual;
mod visual_honesty;
