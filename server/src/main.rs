//! `hive-server`: serves the built site. All behaviour lives in the `server` library; this
//! file parses the command line, sets up logging, binds and waits for a signal.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context;
use clap::Parser;
use server::log_sink::LogSink;
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

    /// A TLS-terminating proxy is in front and sets X-Forwarded-Proto: send HSTS on the
    /// requests it marks https.
    #[arg(long, env = "HIVE_BEHIND_TLS_PROXY")]
    behind_tls_proxy: bool,

    /// Seconds a client has to send a complete request head.
    #[arg(long, env = "HIVE_HEADER_TIMEOUT", default_value_t = 10, value_name = "SECS",
          value_parser = clap::value_parser!(u64).range(1..=10))]
    header_timeout: u64,

    /// Seconds a connection may sit idle (no bytes either way) before it is closed.
    #[arg(long, env = "HIVE_KEEP_ALIVE_TIMEOUT", default_value_t = 5, value_name = "SECS",
          value_parser = clap::value_parser!(u64).range(1..))]
    keep_alive_timeout: u64,

    /// Seconds a response write may make no progress before the connection is closed.
    #[arg(long, env = "HIVE_SEND_TIMEOUT", default_value_t = 30, value_name = "SECS",
          value_parser = clap::value_parser!(u64).range(1..))]
    send_timeout: u64,

    /// Connections served at once; more wait in the listen backlog.
    #[arg(long, env = "HIVE_MAX_CONNECTIONS", default_value_t = 1024, value_name = "N",
          value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    max_connections: u64,

    /// Seconds in-flight requests get to finish after SIGTERM or SIGINT.
    #[arg(
        long,
        env = "HIVE_DRAIN_TIMEOUT",
        default_value_t = 10,
        value_name = "SECS"
    )]
    drain_timeout: u64,

    /// Worker threads of the work-stealing runtime that serves every connection
    /// [default: one per CPU].
    #[arg(long, env = "HIVE_WORKERS", value_name = "N",
          value_parser = clap::value_parser!(u64).range(1..=256))]
    workers: Option<u64>,

    /// Health-check mode: GET this http:// URL once (2 s timeout), print the status line and
    /// exit 0 on a 2xx, 1 otherwise, without starting the server.
    #[arg(long, value_name = "URL")]
    probe: Option<String>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    if let Some(url) = &args.probe {
        return probe(url);
    }
    // Access lines are batched and flushed twice a second, like nginx's buffered log.
    let sink = LogSink::stdout(server::access_log::TARGET, Duration::from_millis(500));
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")),
        )
        .with_writer(sink.clone())
        .init();
    let result = run(args);
    sink.flush();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

/// Runs `--probe`: prints the status line (or the error) and maps 2xx to success.
fn probe(url: &str) -> ExitCode {
    match server::probe::probe(url, server::probe::DEFAULT_TIMEOUT) {
        Ok(result) => {
            println!("{}", result.status_line);
            if result.is_success() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(error) => {
            eprintln!("probe failed: {error:#}");
            ExitCode::FAILURE
        }
    }
}

/// Loads the site, binds, and serves on `--workers` threads until a signal has drained them.
fn run(args: Args) -> anyhow::Result<()> {
    let config = server::Config::load(&args.root)?;
    let csp = config.csp().clone().with_frame_src(args.frame_src)?;
    let config = config
        .with_csp(csp)
        .with_behind_tls_proxy(args.behind_tls_proxy);
    let workers = match args.workers {
        Some(workers) => usize::try_from(workers).unwrap_or(1),
        None => std::thread::available_parallelism().map_or(1, usize::from),
    };
    let max_connections = usize::try_from(args.max_connections).unwrap_or(usize::MAX);
    let limits = server::Limits {
        header_timeout: Duration::from_secs(args.header_timeout),
        keep_alive_timeout: Duration::from_secs(args.keep_alive_timeout),
        send_timeout: Duration::from_secs(args.send_timeout),
        max_connections,
        drain_timeout: Duration::from_secs(args.drain_timeout),
    };
    let runtime = runtime(workers)?;
    let _entered = runtime.enter();
    // Handlers are installed before binding, so a signal can never arrive unhandled.
    let shutdown = shutdown_signal()?;
    let listener = bind(args.addr)?;
    let addr = listener.local_addr().context("read the bound address")?;
    tracing::info!(
        "listening on http://{addr} ({} files from {}, {workers} workers)",
        config.manifest().file_count(),
        config.manifest().root().display()
    );
    let app = server::app(config);
    let result = runtime
        .block_on(server::serve_with(listener, app, shutdown, limits))
        .context("serve");
    tracing::info!("stopped");
    result
}

/// One work-stealing runtime with `workers` threads, with I/O and timers.
///
/// Work stealing is what keeps the tail latency low on a busy machine: when the kernel
/// preempts one worker thread (measured here: run-queue delays of 5-8 ms with a load
/// generator on the same 2 cores), another takes over its ready connections. Separate
/// single-threaded runtimes, one per core as nginx has processes, left those connections
/// waiting: p99 6.5-7 ms on `/` against 3.4-4.0 ms with work stealing, at lower throughput.
/// Its price is traffic between the cores, as a connection's work moves from one to the
/// other: when the host is busy, a runtime per core served 1.04x the requests on the 39 kB
/// script, though 0.95x when it is not (`specs/decisions.md`, "Server"; `docs/server.md`).
fn runtime(workers: usize) -> anyhow::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(workers)
        .thread_name("worker")
        .enable_all()
        .build()
        .context("start the async runtime")
}

/// Binds the listening socket on `addr` with a 1024-connection backlog.
fn bind(addr: SocketAddr) -> anyhow::Result<TcpListener> {
    let socket = if addr.is_ipv4() {
        tokio::net::TcpSocket::new_v4()
    } else {
        tokio::net::TcpSocket::new_v6()
    }
    .context("create the listening socket")?;
    // A restarted server may rebind at once, while the old connections are in TIME_WAIT.
    socket.set_reuseaddr(true).context("set SO_REUSEADDR")?;
    socket.bind(addr).with_context(|| format!("bind {addr}"))?;
    socket
        .listen(1024)
        .with_context(|| format!("listen on {addr}"))
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
