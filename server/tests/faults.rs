//! Faults: slow and silent clients, a full connection table, shutdown with a download in
//! flight, and a missing or empty site at start-up. The shutdown and start-up cases run the
//! real `hive-server` binary.

mod common;

use std::io::{BufRead, BufReader, Read};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::*;
use server::Limits;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Short limits, so each fault shows within a second or two.
fn short_limits() -> Limits {
    Limits {
        header_timeout: Duration::from_millis(2000),
        keep_alive_timeout: Duration::from_millis(400),
        send_timeout: Duration::from_millis(800),
        max_connections: 64,
        drain_timeout: Duration::from_secs(5),
    }
}

async fn get_ok(addr: SocketAddr) -> Duration {
    let started = Instant::now();
    let reply = raw(
        addr,
        b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
        Duration::from_secs(5),
    )
    .await;
    assert_eq!(statuses(&reply), [200]);
    started.elapsed()
}

/// True once the server has closed `stream`: a read returns EOF or a reset.
async fn closed_within(stream: &mut TcpStream, limit: Duration) -> bool {
    let mut buffer = [0; 1024];
    let deadline = Instant::now() + limit;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, stream.read(&mut buffer)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return true,
            Ok(Ok(_)) => continue,
            Err(_) => return false,
        }
    }
}

#[tokio::test]
async fn slowloris_connections_are_cut_while_a_normal_client_is_served() {
    let site = TempSite::built();
    let running = Running::start(site.config(), short_limits()).await;
    let mut held = Vec::new();
    for _ in 0..8 {
        let mut stream = TcpStream::connect(running.addr).await.expect("connect");
        stream
            .write_all(b"GET / HTTP/1.1\r\nHost: localhost\r\n")
            .await
            .expect("start a request head");
        held.push(stream);
    }
    let started = Instant::now();
    // One header line every 200 ms keeps each connection busy but never finishes the head.
    let trickle = async {
        for round in 0.. {
            tokio::time::sleep(Duration::from_millis(200)).await;
            let mut alive = 0;
            for stream in &mut held {
                if stream
                    .write_all(format!("X-Slow-{round}: 1\r\n").as_bytes())
                    .await
                    .is_ok()
                {
                    alive += 1;
                }
            }
            if alive == 0 || started.elapsed() > Duration::from_secs(6) {
                break;
            }
        }
    };
    let normal = async {
        tokio::time::sleep(Duration::from_millis(300)).await;
        get_ok(running.addr).await
    };
    let ((), took) = tokio::join!(trickle, normal);
    assert!(
        took < Duration::from_millis(500),
        "a normal request took {took:?}"
    );
    for stream in &mut held {
        assert!(
            closed_within(stream, Duration::from_secs(4)).await,
            "a slowloris connection was still open after {:?}",
            started.elapsed()
        );
    }
    assert!(
        started.elapsed() < Duration::from_secs(4),
        "{:?}",
        started.elapsed()
    );
    running.stop().await.expect("serve stops cleanly");
}

#[tokio::test]
async fn idle_and_silent_connections_are_closed() {
    let site = TempSite::built();
    let running = Running::start(site.config(), short_limits()).await;
    // A keep-alive connection after one request.
    let mut idle = TcpStream::connect(running.addr).await.expect("connect");
    idle.write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
        .await
        .expect("send request");
    // A connection that never says anything.
    let mut silent = TcpStream::connect(running.addr).await.expect("connect");
    let started = Instant::now();
    assert!(closed_within(&mut idle, Duration::from_secs(3)).await);
    assert!(closed_within(&mut silent, Duration::from_secs(3)).await);
    let took = started.elapsed();
    assert!(
        took >= Duration::from_millis(300) && took < Duration::from_secs(2),
        "closed after {took:?}"
    );
    running.stop().await.expect("serve stops cleanly");
}

#[tokio::test]
async fn the_connection_cap_queues_new_clients_until_a_slot_frees() {
    let site = TempSite::built();
    let limits = Limits {
        max_connections: 2,
        ..short_limits()
    };
    let running = Running::start(site.config(), limits).await;
    let mut held = Vec::new();
    for _ in 0..2 {
        let mut stream = TcpStream::connect(running.addr).await.expect("connect");
        stream
            .write_all(b"GET / HTTP/1.1\r\n")
            .await
            .expect("start a request head");
        held.push(stream);
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    // The third client waits in the backlog until the held ones go idle and are closed.
    let took = get_ok(running.addr).await;
    assert!(
        took >= Duration::from_millis(200) && took < Duration::from_secs(3),
        "the third client took {took:?}"
    );
    running.stop().await.expect("serve stops cleanly");
}

#[tokio::test]
async fn a_client_that_stops_reading_is_cut_after_the_send_timeout() {
    let big = vec![b'x'; 32 * 1024 * 1024];
    let site = TempSite::built().with_bytes("assets/big-abc123.bin", &big);
    let running = Running::start(site.config(), short_limits()).await;
    let mut stream = TcpStream::connect(running.addr).await.expect("connect");
    stream
        .write_all(b"GET /assets/big-abc123.bin HTTP/1.1\r\nHost: localhost\r\n\r\n")
        .await
        .expect("send request");
    // Read nothing for longer than the send timeout, then drain what the kernel buffered.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let received = read_until_closed(&mut stream, Duration::from_secs(3)).await;
    assert!(
        received.len() < big.len(),
        "the whole body arrived ({} bytes), so the stalled write was never cut",
        received.len()
    );
    assert_eq!(statuses(&received[..received.len().min(4096)]), [200]);
    // Meanwhile the server still serves others.
    get_ok(running.addr).await;
    running.stop().await.expect("serve stops cleanly");
}

#[tokio::test]
async fn shutdown_closes_idle_connections_and_stops_accepting() {
    let site = TempSite::built();
    let running = Running::start(site.config(), Limits::default()).await;
    let addr = running.addr;
    let mut idle = TcpStream::connect(addr).await.expect("connect");
    idle.write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
        .await
        .expect("send request");
    let mut first = [0; 256];
    let read = idle.read(&mut first).await.expect("read response");
    assert!(read > 0);
    let started = Instant::now();
    running.stop().await.expect("serve stops cleanly");
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    assert!(closed_within(&mut idle, Duration::from_secs(1)).await);
    assert!(TcpStream::connect(addr).await.is_err(), "still accepting");
}

#[tokio::test]
async fn a_health_check_that_arrives_during_the_drain_answers_503() {
    let site = TempSite::built();
    let mut running = Running::start(site.config(), Limits::default()).await;
    let addr = running.addr;
    // Half a request head: the connection is busy, so the drain lets it finish.
    let mut late = TcpStream::connect(addr).await.expect("connect");
    late.write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n")
        .await
        .expect("send half a head");
    // Connections are accepted in order, so once a later one is answered, `late` is in.
    get_ok(addr).await;
    running.begin_stop();
    // The drain flag is set before the listener closes, so a refused connection means the
    // drain has begun.
    let deadline = Instant::now() + Duration::from_secs(5);
    while TcpStream::connect(addr).await.is_ok() {
        assert!(Instant::now() < deadline, "still accepting after 5 s");
        tokio::task::yield_now().await;
    }
    late.write_all(b"\r\n").await.expect("finish the head");
    let mut reply = Vec::new();
    tokio::time::timeout(Duration::from_secs(5), late.read_to_end(&mut reply))
        .await
        .expect("the drain answers within 5 s")
        .expect("read the answer");
    assert_eq!(statuses(&reply), [503]);
    assert!(
        reply.ends_with(b"draining"),
        "{}",
        String::from_utf8_lossy(&reply)
    );
    running.stop().await.expect("serve stops cleanly");
}

/// `hive-server` as a child process, killed on drop if still running.
struct Binary {
    child: Child,
    addr: SocketAddr,
}

impl Binary {
    fn start(root: &std::path::Path, extra: &[&str]) -> Binary {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hive-server"))
            .arg("--root")
            .arg(root)
            .args(["--addr", "127.0.0.1:0"])
            .args(extra)
            .env("RUST_LOG", "info")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start hive-server");
        let stdout = child.stdout.take().expect("piped stdout");
        let mut lines = BufReader::new(stdout).lines();
        let addr = loop {
            let line = lines
                .next()
                .expect("hive-server exited before listening")
                .expect("read hive-server output");
            if let Some(rest) = line.split("listening on http://").nth(1) {
                let addr = rest.split_whitespace().next().expect("an address");
                break addr.parse().expect("a socket address");
            }
        };
        // Keep draining the log so the child never blocks on a full pipe.
        std::thread::spawn(move || lines.for_each(drop));
        Binary { child, addr }
    }

    fn signal(&self, name: &str) {
        let status = Command::new("kill")
            .arg(format!("-{name}"))
            .arg(self.child.id().to_string())
            .status()
            .expect("run kill");
        assert!(status.success());
    }

    fn wait(&mut self, limit: Duration) -> std::process::ExitStatus {
        let deadline = Instant::now() + limit;
        loop {
            if let Some(status) = self.child.try_wait().expect("poll the child") {
                return status;
            }
            assert!(
                Instant::now() < deadline,
                "hive-server did not exit within {limit:?}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Binary {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(unix)]
#[test]
fn sigterm_lets_a_download_in_flight_finish_then_exits_0() {
    let big = vec![b'y'; 24 * 1024 * 1024];
    let site = TempSite::built().with_bytes("assets/big-abc123.bin", &big);
    let mut server = Binary::start(site.path(), &["--drain-timeout", "20"]);
    let mut stream = std::net::TcpStream::connect(server.addr).expect("connect");
    std::io::Write::write_all(
        &mut stream,
        b"GET /assets/big-abc123.bin HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    )
    .expect("send request");
    let mut received = vec![0; 64 * 1024];
    stream.read_exact(&mut received).expect("read the start");
    server.signal("TERM");
    // New connections are refused once shutdown starts.
    let deadline = Instant::now() + Duration::from_secs(3);
    while std::net::TcpStream::connect(server.addr).is_ok() {
        assert!(Instant::now() < deadline, "still accepting after SIGTERM");
        std::thread::sleep(Duration::from_millis(20));
    }
    // The download in flight still completes, read slowly enough to outlast the signal.
    let mut rest = Vec::new();
    let mut chunk = vec![0; 1024 * 1024];
    loop {
        let read = stream.read(&mut chunk).expect("read the rest");
        if read == 0 {
            break;
        }
        rest.extend_from_slice(&chunk[..read]);
        std::thread::sleep(Duration::from_millis(5));
    }
    received.extend_from_slice(&rest);
    let head_end = received
        .windows(4)
        .position(|window| window == b"\r\n\r\n")
        .expect("a response head")
        + 4;
    assert_eq!(
        received.len() - head_end,
        big.len(),
        "the download was cut short"
    );
    let status = server.wait(Duration::from_secs(10));
    assert_eq!(status.code(), Some(0), "{status:?}");
}

#[cfg(unix)]
#[test]
fn sigterm_with_a_stuck_client_exits_0_after_the_drain_deadline() {
    let big = vec![b'z'; 32 * 1024 * 1024];
    let site = TempSite::built().with_bytes("assets/big-abc123.bin", &big);
    let mut server = Binary::start(
        site.path(),
        &["--drain-timeout", "1", "--send-timeout", "60"],
    );
    let mut stream = std::net::TcpStream::connect(server.addr).expect("connect");
    std::io::Write::write_all(
        &mut stream,
        b"GET /assets/big-abc123.bin HTTP/1.1\r\nHost: localhost\r\n\r\n",
    )
    .expect("send request");
    std::thread::sleep(Duration::from_millis(200));
    let started = Instant::now();
    server.signal("INT");
    let status = server.wait(Duration::from_secs(10));
    assert_eq!(status.code(), Some(0), "{status:?}");
    let took = started.elapsed();
    assert!(
        took >= Duration::from_millis(900) && took < Duration::from_secs(5),
        "exited after {took:?}"
    );
    drop(stream);
}

fn start_failure(root: &std::path::Path) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_hive-server"))
        .arg("--root")
        .arg(root)
        .args(["--addr", "127.0.0.1:0"])
        .output()
        .expect("run hive-server");
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_missing_root_refuses_to_start() {
    let site = TempSite::empty();
    let message = start_failure(&site.path().join("dist"));
    assert!(message.contains("does not exist"), "{message}");
    assert!(message.contains("npm run build"), "{message}");
}

#[test]
fn an_empty_root_refuses_to_start() {
    let site = TempSite::empty();
    let message = start_failure(site.path());
    assert!(message.contains("has no files"), "{message}");
    assert!(message.contains("npm run build"), "{message}");
}

#[tokio::test]
async fn probe_exits_0_on_2xx_and_1_otherwise_without_a_site() {
    let site = TempSite::built();
    let running = Running::start(site.config(), Limits::default()).await;
    let probe = |url: String| async move {
        tokio::process::Command::new(env!("CARGO_BIN_EXE_hive-server"))
            .args(["--root", "/nonexistent", "--probe", &url])
            .output()
            .await
            .expect("run hive-server --probe")
    };
    let healthy = probe(format!("http://{}/healthz", running.addr)).await;
    assert_eq!(healthy.status.code(), Some(0), "{healthy:?}");
    assert_eq!(
        String::from_utf8_lossy(&healthy.stdout).trim(),
        "HTTP/1.1 200 OK"
    );

    let missing = probe(format!("http://{}/no-such-page", running.addr)).await;
    assert_eq!(missing.status.code(), Some(1), "{missing:?}");
    assert_eq!(
        String::from_utf8_lossy(&missing.stdout).trim(),
        "HTTP/1.1 404 Not Found"
    );

    let addr = running.addr;
    running.stop().await.expect("serve stops cleanly");
    let refused = probe(format!("http://{addr}/healthz")).await;
    assert_eq!(refused.status.code(), Some(1), "{refused:?}");
    assert!(String::from_utf8_lossy(&refused.stderr).contains("probe failed"));

    let bad = probe("https://127.0.0.1/".to_owned()).await;
    assert_eq!(bad.status.code(), Some(1), "{bad:?}");
}

#[tokio::test]
async fn probe_times_out_on_a_server_that_never_answers() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind loopback");
    let addr = listener.local_addr().expect("read local address");
    // Accept and hold the connection without answering.
    let holder = tokio::spawn(async move {
        let held = listener.accept().await;
        tokio::time::sleep(Duration::from_secs(10)).await;
        drop(held);
    });
    let started = Instant::now();
    let output = tokio::process::Command::new(env!("CARGO_BIN_EXE_hive-server"))
        .args(["--probe", &format!("http://{addr}/healthz")])
        .output()
        .await
        .expect("run hive-server --probe");
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert!(
        started.elapsed() < Duration::from_secs(6),
        "{:?}",
        started.elapsed()
    );
    holder.abort();
}
