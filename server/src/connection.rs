//! The accept loop: hyper's HTTP/1 connections with timers, a connection cap and a drain.
//!
//! Released `axum::serve` installs no hyper timer, so its connections have no header-read
//! timeout; this loop builds them with hyper-util and a `TokioTimer` instead.

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, Semaphore};
use tower::ServiceExt;

use crate::drain::Draining;

/// The most bytes a request head may take before hyper answers 431 on its own.
///
/// Large enough that a long URI reaches the handler and gets its 414 with the security
/// headers, small enough that a header flood costs little memory per connection.
const MAX_HEAD_BYTES: usize = 32 * 1024;

/// The read buffer, which also holds pipelined requests waiting their turn.
const MAX_BUFFER_BYTES: usize = 64 * 1024;

/// The most header fields in a request; one more gets 431.
const MAX_HEADERS: usize = 100;

/// How long to wait before accepting again after an error such as running out of file
/// descriptors, which retrying at once would only repeat.
const ACCEPT_BACKOFF: Duration = Duration::from_millis(100);

/// Limits on each connection and on the drain, for [`crate::serve_with`].
///
/// - `header_timeout` (10 s): the whole request head must arrive within this, counted from
///   when the server starts waiting for it; a slowloris client is cut off here.
/// - `keep_alive_timeout` (5 s): a connection that moves no byte for this long, with no
///   response stuck writing, is closed; this ends idle keep-alives and silent clients.
/// - `send_timeout` (30 s): a response whose write has made no progress for this long is
///   abandoned and the connection closed; this ends slow-read clients.
/// - `max_connections` (1024): beyond this, new connections wait in the listen backlog
///   until one closes.
/// - `drain_timeout` (10 s): after shutdown starts, in-flight responses get this long to
///   finish before their connections are closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Deadline for a complete request head.
    pub header_timeout: Duration,
    /// Idle time after which a connection is closed.
    pub keep_alive_timeout: Duration,
    /// Time a stalled response write is given.
    pub send_timeout: Duration,
    /// Connections served at once.
    pub max_connections: usize,
    /// Time in-flight requests get once shutdown starts.
    pub drain_timeout: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            header_timeout: Duration::from_secs(10),
            keep_alive_timeout: Duration::from_secs(5),
            send_timeout: Duration::from_secs(30),
            max_connections: 1024,
            drain_timeout: Duration::from_secs(10),
        }
    }
}

pub(crate) async fn serve(
    listener: TcpListener,
    app: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
    limits: Limits,
) -> io::Result<()> {
    let draining = Arc::new(AtomicBool::new(false));
    let graceful = GracefulShutdown::new();
    let force_close = Arc::new(Notify::new());
    let permits = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        .keep_alive(true)
        .max_buf_size(MAX_BUFFER_BYTES)
        .max_header_size(MAX_HEAD_BYTES)
        .max_headers(MAX_HEADERS);
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let permit = tokio::select! {
            permit = Arc::clone(&permits).acquire_owned() => match permit {
                Ok(permit) => permit,
                // The semaphore is never closed, so this cannot happen.
                Err(_) => break,
            },
            () = &mut shutdown => break,
        };
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _peer)) => stream,
                Err(error) => {
                    if !is_connection_error(&error) {
                        tracing::error!(%error, "accept failed; retrying shortly");
                        tokio::time::sleep(ACCEPT_BACKOFF).await;
                    }
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        // Responses are small and already whole, so waiting to coalesce them only adds delay.
        if let Err(error) = stream.set_nodelay(true) {
            tracing::debug!(%error, "could not set TCP_NODELAY");
        }
        let activity = Arc::new(Activity::new());
        let io = TokioIo::new(Tracked {
            inner: stream,
            activity: Arc::clone(&activity),
        });
        let app = app.clone();
        let connection_draining = Arc::clone(&draining);
        // Only requests that arrive during the drain carry the marker, so a request costs
        // one read of the flag.
        let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
            if connection_draining.load(Ordering::Relaxed) {
                request.extensions_mut().insert(Draining);
            }
            app.clone().oneshot(request.map(Body::new))
        });
        let connection = graceful.watch(builder.serve_connection(io, service));
        let forced = Arc::clone(&force_close);
        // The connection ends when hyper is done with it, when a limit is passed or when the
        // drain's deadline forces it; dropping it closes the socket.
        tokio::spawn(async move {
            let _permit = permit;
            tokio::select! {
                result = connection => {
                    if let Err(error) = result {
                        tracing::debug!(%error, "connection ended with an error");
                    }
                }
                reason = activity.watch(limits) => {
                    tracing::debug!(reason, "closing a connection");
                }
                () = forced.notified() => {}
            }
        });
    }
    // The flag is set before the listener closes, so a client refused a connection knows
    // every later request is answered as draining.
    draining.store(true, Ordering::Relaxed);
    drop(listener);
    let open = graceful.count();
    tracing::info!(open, "draining connections");
    if tokio::time::timeout(limits.drain_timeout, graceful.shutdown())
        .await
        .is_err()
    {
        tracing::warn!(
            "drain deadline of {:?} passed; closing the remaining connections",
            limits.drain_timeout
        );
        force_close.notify_waiters();
    }
    Ok(())
}

/// Errors that concern one connection only; the listener itself is fine.
fn is_connection_error(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    )
}

/// When a connection last moved bytes, and since when a write has been stuck.
struct Activity {
    start: Instant,
    /// Milliseconds from `start` to the last read or write that moved bytes.
    last_io: AtomicU64,
    /// Milliseconds from `start` to the first write that found the socket full since the
    /// last successful write, plus one so that zero means "not blocked".
    blocked_since: AtomicU64,
}

impl Activity {
    fn new() -> Activity {
        Activity {
            start: Instant::now(),
            last_io: AtomicU64::new(0),
            blocked_since: AtomicU64::new(0),
        }
    }

    fn now(&self) -> u64 {
        u64::try_from(self.start.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    fn moved(&self) {
        self.last_io.store(self.now(), Ordering::Relaxed);
    }

    /// Completes, with the reason, once the connection is idle or its write has stalled.
    async fn watch(&self, limits: Limits) -> &'static str {
        let millis = |duration: Duration| u64::try_from(duration.as_millis()).unwrap_or(u64::MAX);
        loop {
            let blocked = self.blocked_since.load(Ordering::Relaxed);
            let (deadline, reason) = if blocked == 0 {
                let last = self.last_io.load(Ordering::Relaxed);
                (
                    last.saturating_add(millis(limits.keep_alive_timeout)),
                    "idle",
                )
            } else {
                (
                    (blocked - 1).saturating_add(millis(limits.send_timeout)),
                    "response write stalled",
                )
            };
            let now = self.now();
            if now >= deadline {
                return reason;
            }
            tokio::time::sleep(Duration::from_millis(deadline - now)).await;
        }
    }
}

/// A stream that records its progress in an [`Activity`].
struct Tracked {
    inner: TcpStream,
    activity: Arc<Activity>,
}

impl AsyncRead for Tracked {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let result = Pin::new(&mut self.inner).poll_read(cx, buf);
        if matches!(result, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            self.activity.moved();
        }
        result
    }
}

impl AsyncWrite for Tracked {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let result = Pin::new(&mut self.inner).poll_write(cx, buf);
        self.record_write(&result);
        result
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let result = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        self.record_write(&result);
        result
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

impl Tracked {
    fn record_write(&self, result: &Poll<io::Result<usize>>) {
        match result {
            Poll::Ready(Ok(written)) if *written > 0 => {
                self.activity.moved();
                self.activity.blocked_since.store(0, Ordering::Relaxed);
            }
            Poll::Pending => {
                let now = self.activity.now().saturating_add(1);
                // Only the first stuck write starts the clock; later ones leave it running.
                let _ = self.activity.blocked_since.compare_exchange(
                    0,
                    now,
                    Ordering::Relaxed,
                    Ordering::Relaxed,
                );
            }
            _ => {}
        }
    }
}
