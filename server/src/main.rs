//! `hive-server`: serves the built site. All behaviour lives in the `server` library; this
//! file parses the command line, sets up logging, binds and waits for a signal.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::Parser;
use tokio::net::TcpListener;
use tracing_subscriber::EnvFilter;

/// Serves The Hive's prerendered site from memory.
#[derive(Debug, Parser)]
#[command(name = "hive-server", version)]
struct Args {
    /// Directory of the built site, as written by `npm run build`.
    #[arg(
        long,
        env = "HIVE_ROOT",
        default_value = "site/dist",
        value_name = "DIR"
    )]
    root: PathBuf,

    /// Address to listen on.
    #[arg(
        long,
        env = "HIVE_ADDR",
        default_value = "127.0.0.1:8080",
        value_name = "HOST:PORT"
    )]
    addr: SocketAddr,

    /// Extra origin allowed in the CSP `frame-src`, beyond the embeds in the site config
    /// (repeat, or comma-separate in the env).
    #[arg(
        long = "frame-src",
        env = "HIVE_FRAME_SRC",
        value_delimiter = ',',
        value_name = "ORIGIN"
    )]
    frame_src: Vec<String>,
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")),
        )
        .init();
    match run(args).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

async fn run(args: Args) -> anyhow::Result<()> {
    let config = server::Config::load(&args.root)?;
    let mut frame_src = config.csp().frame_src().to_vec();
    frame_src.extend(args.frame_src);
    let csp = server::CspSources::new(frame_src)?;
    let config = config.with_csp(csp);
    // Handlers are installed before binding, so a signal can never arrive unhandled.
    let shutdown = shutdown_signal()?;
    let listener = TcpListener::bind(args.addr)
        .await
        .with_context(|| format!("bind {}", args.addr))?;
    let addr = listener.local_addr().context("read the bound address")?;
    tracing::info!(
        "listening on http://{addr} ({} files from {})",
        config.manifest().file_count(),
        config.manifest().root().display()
    );
    server::serve(listener, server::app(config), shutdown)
        .await
        .context("serve")?;
    tracing::info!("stopped");
    Ok(())
}

/// A future that completes on SIGTERM or SIGINT (Ctrl-C).
#[cfg(unix)]
fn shutdown_signal() -> anyhow::Result<impl Future<Output = ()> + Send + 'static> {
    use tokio::signal::unix::{SignalKind, signal};
    let mut terminate = signal(SignalKind::terminate()).context("listen for SIGTERM")?;
    let mut interrupt = signal(SignalKind::interrupt()).context("listen for SIGINT")?;
    Ok(async move {
        let name = tokio::select! {
            _ = terminate.recv() => "SIGTERM",
            _ = interrupt.recv() => "SIGINT",
        };
        tracing::info!("{name} received; finishing in-flight requests");
    })
}

/// A future that completes on Ctrl-C.
#[cfg(not(unix))]
fn shutdown_signal() -> anyhow::Result<impl Future<Output = ()> + Send + 'static> {
    Ok(async {
        if tokio::signal::ctrl_c().await.is_ok() {
            tracing::info!("Ctrl-C received; finishing in-flight requests");
        } else {
            std::future::pending::<()>().await;
        }
    })
}
