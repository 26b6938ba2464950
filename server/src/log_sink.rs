//! Where log lines go: one target's lines in a buffer written out in batches, everything else
//! at once.
//!
//! `hive-server` batches its access lines, as nginx's `access_log ... buffer= flush=` does
//! (the bench's nginx logs so too): the buffer is written out once it holds 32 KiB and at
//! least every `interval`. Start-up messages, warnings and errors are written straight away,
//! after any buffered lines, so they are never late and the output stays in order.

use std::io::{self, Write};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use tracing::Metadata;
use tracing_subscriber::fmt::MakeWriter;

/// A buffer this large is written out without waiting for the timer.
const FLUSH_BYTES: usize = 32 * 1024;

/// A [`MakeWriter`] for standard output that batches the lines of one target.
#[derive(Clone)]
pub struct LogSink {
    /// The target whose lines are batched.
    batched: &'static str,
    shared: Arc<Shared>,
}

struct Shared {
    buffer: Mutex<Vec<u8>>,
    out: Mutex<Box<dyn Write + Send>>,
}

impl std::fmt::Debug for LogSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LogSink")
            .field("batched", &self.batched)
            .finish_non_exhaustive()
    }
}

/// Locks a mutex even if a panic poisoned it: the data are bytes, whole at worst.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl LogSink {
    /// A sink on standard output that batches the lines of target `batched` and writes them
    /// out at least every `interval`, from a thread of its own.
    pub fn stdout(batched: &'static str, interval: Duration) -> LogSink {
        let sink = LogSink::new(batched, Box::new(io::stdout()));
        let flusher = sink.clone();
        // A plain thread: it must keep writing even while the workers are busy.
        let spawned = std::thread::Builder::new()
            .name("log-flush".to_owned())
            .spawn(move || {
                loop {
                    std::thread::sleep(interval);
                    flusher.flush();
                }
            });
        if spawned.is_err() {
            eprintln!(
                "warning: no log flush thread; {batched} lines are written in 32 KiB batches"
            );
        }
        sink
    }

    fn new(batched: &'static str, out: Box<dyn Write + Send>) -> LogSink {
        LogSink {
            batched,
            shared: Arc::new(Shared {
                buffer: Mutex::new(Vec::with_capacity(FLUSH_BYTES)),
                out: Mutex::new(out),
            }),
        }
    }

    /// Writes out every buffered line.
    pub fn flush(&self) {
        self.write_out(&[]);
    }

    /// Adds `line` to the buffer, writing the buffer out once it holds a full batch.
    fn push(&self, line: &[u8]) {
        let mut buffer = lock(&self.shared.buffer);
        buffer.extend_from_slice(line);
        if buffer.len() >= FLUSH_BYTES {
            drop(buffer);
            self.flush();
        }
    }

    /// Writes out the buffered lines, then `line`. Lines go on buffering meanwhile.
    fn write_out(&self, line: &[u8]) {
        let mut buffer = lock(&self.shared.buffer);
        let batch = std::mem::replace(&mut *buffer, Vec::with_capacity(FLUSH_BYTES));
        // Taking the output before letting go of the buffer keeps the batches in order.
        let mut out = lock(&self.shared.out);
        drop(buffer);
        // A closed stdout must not take the server down; there is nowhere else to report it.
        let _ = out.write_all(&batch);
        let _ = out.write_all(line);
        let _ = out.flush();
    }
}

/// One event's writer: buffered for the batched target, direct otherwise.
#[derive(Debug)]
pub struct LineWriter<'a> {
    sink: &'a LogSink,
    buffered: bool,
}

impl Write for LineWriter<'_> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if self.buffered {
            self.sink.push(bytes);
        } else {
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
            buffered: meta.target() == self.batched,
        }
    }
}

/// A `Write` into shared memory, for tests to see what reached the output.
#[cfg(test)]
#[derive(Clone, Default)]
pub(crate) struct Captured(pub(crate) Arc<Mutex<Vec<u8>>>);

#[cfg(test)]
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batched_lines_wait_for_a_flush_and_others_do_not() {
        let captured = Captured::default();
        let written = || captured.0.lock().expect("not poisoned").clone();
        let sink = LogSink::new("server::access", Box::new(captured.clone()));
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
        access.write_all(b"tail\n").expect("buffered");
        sink.flush();
        assert_eq!(
            written().len(),
            18 + FLUSH_BYTES + 5,
            "flush writes the rest"
        );
    }

    #[test]
    fn only_the_named_targets_events_are_batched() {
        let captured = Captured::default();
        let written = || String::from_utf8(captured.0.lock().expect("not poisoned").clone());
        let sink = LogSink::new("server::access", Box::new(captured.clone()));
        let subscriber = tracing_subscriber::fmt().with_writer(sink.clone()).finish();
        tracing::subscriber::with_default(subscriber, || {
            tracing::info!(target: "server::access", "an access line");
            assert_eq!(written().expect("UTF-8"), "", "the access line waits");
            tracing::info!(target: "hive_server", "listening");
        });
        let lines = written().expect("UTF-8");
        let access = lines
            .find("an access line")
            .expect("written before the other line");
        assert!(lines[access..].contains("listening"), "{lines}");
    }
}
