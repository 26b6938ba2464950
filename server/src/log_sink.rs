//! Where log lines go: access lines in a buffer flushed in batches, everything else at once.
//!
//! One `write` per request to a log file costs more than serving a cached page, so access
//! lines are batched, as nginx's `access_log ... buffer= flush=` does, and a background
//! thread writes the batches so no worker waits on the disk. Start-up messages, warnings and
//! errors bypass the buffer, so they are never late or lost.

use std::collections::VecDeque;
use std::io::{self, Write};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use tracing::Metadata;
use tracing_subscriber::fmt::MakeWriter;

/// A batch this large is handed to the writer thread without waiting for the timer.
const FLUSH_BYTES: usize = 32 * 1024;

/// Full batches allowed to wait for the writer thread; beyond this a worker writes its
/// batch itself, so a stuck output slows the server instead of growing memory.
const MAX_PENDING: usize = 8;

/// A [`MakeWriter`] for standard output that batches access lines.
///
/// - Lines with the `server::access` target collect in memory. A full 32 KiB batch goes to
///   a background writer thread (started by [`LogSink::stdout`]), which also writes
///   whatever has gathered every `interval`; [`LogSink::flush`] writes everything at once.
/// - Every other line is written straight away, after any access lines already buffered,
///   so the output stays in order.
#[derive(Clone)]
pub struct LogSink {
    shared: Arc<Shared>,
}

struct Shared {
    buffer: Mutex<Vec<u8>>,
    /// Full batches waiting for the writer thread, oldest first.
    pending: Mutex<VecDeque<Vec<u8>>>,
    /// Wakes the writer thread when a batch is queued.
    queued: Condvar,
    /// Whether a writer thread is running to take queued batches.
    has_writer: bool,
    out: Mutex<Box<dyn Write + Send>>,
}

impl std::fmt::Debug for LogSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LogSink").finish_non_exhaustive()
    }
}

/// Locks a mutex even if a panic poisoned it: the data are byte buffers, whole at worst.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl LogSink {
    /// A sink on standard output whose buffer is written at least every `interval`.
    pub fn stdout(interval: Duration) -> LogSink {
        let sink = LogSink::new(Box::new(io::stdout()), true);
        let writer = sink.clone();
        // A plain thread: it must keep writing even while the workers are busy.
        let spawned = std::thread::Builder::new()
            .name("log-writer".to_owned())
            .spawn(move || writer.write_batches(interval));
        if spawned.is_err() {
            eprintln!("warning: no log writer thread; access lines are written in 32 KiB batches");
            return LogSink::new(Box::new(io::stdout()), false);
        }
        sink
    }

    fn new(out: Box<dyn Write + Send>, has_writer: bool) -> LogSink {
        LogSink {
            shared: Arc::new(Shared {
                buffer: Mutex::new(Vec::with_capacity(FLUSH_BYTES)),
                pending: Mutex::new(VecDeque::new()),
                queued: Condvar::new(),
                has_writer,
                out: Mutex::new(out),
            }),
        }
    }

    /// The writer thread: queued batches as they come, and the buffer every `interval`.
    fn write_batches(&self, interval: Duration) {
        loop {
            let pending = lock(&self.shared.pending);
            let (mut pending, _) = self
                .shared
                .queued
                .wait_timeout_while(pending, interval, |pending| pending.is_empty())
                .unwrap_or_else(PoisonError::into_inner);
            let batches: Vec<Vec<u8>> = pending.drain(..).collect();
            drop(pending);
            for batch in &batches {
                self.write_out(batch);
            }
            // Lines that have not filled a batch are written on the timer, and after a full
            // batch so that nothing older than `interval` waits behind it.
            let rest = std::mem::take(&mut *lock(&self.shared.buffer));
            self.write_out(&rest);
        }
    }

    /// Writes out every buffered line, queued batches first.
    pub fn flush(&self) {
        let batches: Vec<Vec<u8>> = lock(&self.shared.pending).drain(..).collect();
        for batch in &batches {
            self.write_out(batch);
        }
        let rest = std::mem::take(&mut *lock(&self.shared.buffer));
        self.write_out(&rest);
    }

    /// Adds access lines to the buffer, handing it over once it holds a full batch.
    pub(crate) fn push_access(&self, bytes: &[u8]) {
        let mut buffer = lock(&self.shared.buffer);
        buffer.extend_from_slice(bytes);
        if buffer.len() >= FLUSH_BYTES {
            let batch = std::mem::replace(&mut *buffer, Vec::with_capacity(FLUSH_BYTES));
            drop(buffer);
            self.hand_over(batch);
        }
    }

    /// Queues a full batch for the writer thread, or writes it here if there is none or
    /// the queue is full.
    fn hand_over(&self, batch: Vec<u8>) {
        if self.shared.has_writer {
            let mut pending = lock(&self.shared.pending);
            if pending.len() < MAX_PENDING {
                pending.push_back(batch);
                self.shared.queued.notify_one();
                return;
            }
        }
        self.write_out(&batch);
    }

    fn write_out(&self, bytes: &[u8]) {
        if bytes.is_empty() {
            return;
        }
        let mut out = lock(&self.shared.out);
        // A closed stdout must not take the server down; there is nowhere else to report it.
        let _ = out.write_all(bytes);
        let _ = out.flush();
    }
}

/// One event's writer: buffered for access lines, direct otherwise.
#[derive(Debug)]
pub struct LineWriter<'a> {
    sink: &'a LogSink,
    buffered: bool,
}

impl Write for LineWriter<'_> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if self.buffered {
            self.sink.push_access(bytes);
        } else {
            self.sink.flush();
            self.sink.write_out(bytes);
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl<'a> MakeWriter<'a> for LogSink {
    type Writer = LineWriter<'a>;

    fn make_writer(&'a self) -> LineWriter<'a> {
        LineWriter {
            sink: self,
            buffered: false,
        }
    }

    fn make_writer_for(&'a self, meta: &Metadata<'_>) -> LineWriter<'a> {
        LineWriter {
            sink: self,
            buffered: meta.target() == crate::access_log::TARGET,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `Write` into shared memory, to see what reached the output.
    #[derive(Clone, Default)]
    struct Captured(Arc<Mutex<Vec<u8>>>);

    impl Write for Captured {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.0
                .lock()
                .expect("not poisoned")
                .extend_from_slice(bytes);
            Ok(bytes.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn access_lines_wait_for_a_flush_and_others_do_not() {
        let captured = Captured::default();
        let written = || captured.0.lock().expect("not poisoned").clone();
        let sink = LogSink::new(Box::new(captured.clone()), false);
        let mut access = LineWriter {
            sink: &sink,
            buffered: true,
        };
        access.write_all(b"GET / 200\n").expect("buffered");
        assert!(written().is_empty());
        let mut other = LineWriter {
            sink: &sink,
            buffered: false,
        };
        other.write_all(b"started\n").expect("written");
        assert_eq!(
            written(),
            b"GET / 200\nstarted\n",
            "buffered lines go first"
        );
        let big = vec![b'x'; FLUSH_BYTES];
        access.write_all(&big).expect("buffered");
        assert_eq!(
            written().len(),
            18 + FLUSH_BYTES,
            "a full batch is written at once"
        );
    }

    #[test]
    fn the_writer_thread_takes_full_batches_and_flush_drains_the_queue() {
        let captured = Captured::default();
        let written = || captured.0.lock().expect("not poisoned").len();
        // A writer thread is promised but none runs, so queued batches stay queued.
        let sink = LogSink::new(Box::new(captured.clone()), true);
        let mut access = LineWriter {
            sink: &sink,
            buffered: true,
        };
        access
            .write_all(&vec![b'a'; FLUSH_BYTES])
            .expect("buffered");
        assert_eq!(written(), 0, "the full batch waits for the writer thread");
        assert_eq!(lock(&sink.shared.pending).len(), 1);
        access.write_all(b"tail\n").expect("buffered");
        sink.flush();
        assert_eq!(
            written(),
            FLUSH_BYTES + 5,
            "flush writes queued batches and the rest"
        );
    }
}
