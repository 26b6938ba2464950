//! The route-wide checks: one shared visit per route and setting, and what it reads
//! (accessibility, the catalogues of calls to action and facts, the main-thread budgets).

pub mod axe;
pub mod calls_to_action;
pub mod fixed_facts;
pub mod main_thread;
pub mod main_thread_budgets;
pub mod route_visit;
