//! Serves the last run's report on loopback for review (`review::server`), until the page's
//! Finish button or Ctrl-C, then lists the baselines it wrote. Run it with
//! `cargo xtask review`.
//!
//! Usage: `review [--report DIR] [--port N]`. The report folder defaults to the run's own
//! (`target/harness/report`, or `HARNESS_REPORT_DIR`); port 0, the default, takes a free one.

use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::process::ExitCode;

fn parse(args: &[String]) -> Result<(PathBuf, u16), String> {
    let mut report = harness::record::run_record::report_dir();
    let mut port = 0;
    let mut rest = args;
    while let Some((flag, tail)) = rest.split_first() {
        let (value, tail) = tail
            .split_first()
            .ok_or_else(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--report" => report = PathBuf::from(value),
            "--port" => {
                port = value
                    .parse()
                    .map_err(|_| format!("--port must be a port number, not {value:?}"))?;
            }
            other => {
                return Err(format!(
                    "unknown argument {other:?}; use --report DIR or --port N"
                ));
            }
        }
        rest = tail;
    }
    Ok((report, port))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (report, port) = match parse(&args) {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("review: {message}");
            return ExitCode::from(2);
        }
    };
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("review: cannot start a runtime: {error}");
            return ExitCode::FAILURE;
        }
    };
    let address = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    let result = runtime.block_on(async {
        let server = review::server::start(&report, None, address).await?;
        println!("Review the run at {}", server.url);
        println!(
            "Approve or reject each changed screenshot there; press Finish (or Ctrl-C) when done."
        );
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            () = server.finish_pressed() => {}
        }
        let reviewed = (server.changed_files(), server.decisions());
        server.stop();
        anyhow::Ok(reviewed)
    });
    match result {
        Ok((changed, decisions)) => {
            let approved = decisions
                .values()
                .filter(|d| **d == review::server::Decision::Approved)
                .count();
            println!(
                "Reviewed {} comparisons: {approved} approved, {} rejected.",
                decisions.len(),
                decisions.len() - approved
            );
            if changed.is_empty() {
                println!("No baseline changed.");
            } else {
                println!("Changed baselines, to commit:");
                let root = harness::base::workspace::root();
                for path in changed {
                    println!("  {}", path.strip_prefix(&root).unwrap_or(&path).display());
                }
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("review: {error:#}");
            ExitCode::FAILURE
        }
    }
}
