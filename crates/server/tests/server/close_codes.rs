//! WebSocket frames that break the protocol, sent raw: each is closed with the code RFC 6455
//! gives it — 1002 for a protocol error, 1007 for text that is not UTF-8, 1009 for a frame
//! too big — and a flood with 1008.

use crate::common::{Db, TestServer};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// A WebSocket to a room of `server` with the handshake done by hand, so that any bytes at
/// all can follow.
async fn raw_socket(server: &TestServer) -> TcpStream {
    let address = server.url.trim_start_matches("http://");
    let room = tahta_server::ids::new_secret();
    let mut tcp = TcpStream::connect(address).await.unwrap();
    let request = format!(
        "GET /ws/{room} HTTP/1.1\r\nHost: {address}\r\nUpgrade: websocket\r\n\
         Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
    );
    tcp.write_all(request.as_bytes()).await.unwrap();
    let mut head = Vec::new();
    while !head.ends_with(b"\r\n\r\n") {
        let mut byte = [0u8; 1];
        tcp.read_exact(&mut byte).await.unwrap();
        head.push(byte[0]);
    }
    assert!(
        head.starts_with(b"HTTP/1.1 101"),
        "{}",
        String::from_utf8_lossy(&head)
    );
    tcp
}

/// A client frame: `first` (FIN, RSV bits and opcode), the payload, masked unless `masked`
/// is false.
fn frame(first: u8, payload: &[u8], masked: bool) -> Vec<u8> {
    let mut bytes = vec![first];
    let mask_bit = if masked { 0x80 } else { 0 };
    match payload.len() {
        n if n < 126 => bytes.push(mask_bit | n as u8),
        n if n < 65_536 => {
            bytes.push(mask_bit | 126);
            bytes.extend_from_slice(&(n as u16).to_be_bytes());
        }
        n => {
            bytes.push(mask_bit | 127);
            bytes.extend_from_slice(&(n as u64).to_be_bytes());
        }
    }
    let key = [0x12, 0x34, 0x56, 0x78];
    if masked {
        bytes.extend_from_slice(&key);
        bytes.extend(payload.iter().enumerate().map(|(i, b)| b ^ key[i % 4]));
    } else {
        bytes.extend_from_slice(payload);
    }
    bytes
}

/// The code of the close frame the server sends (other frames skipped); None if the
/// connection ends without one within 3 s.
async fn close_code(tcp: &mut TcpStream) -> Option<u16> {
    let read = async {
        loop {
            let mut head = [0u8; 2];
            tcp.read_exact(&mut head).await.ok()?;
            let len = match head[1] & 0x7f {
                126 => {
                    let mut n = [0u8; 2];
                    tcp.read_exact(&mut n).await.ok()?;
                    u64::from(u16::from_be_bytes(n))
                }
                127 => {
                    let mut n = [0u8; 8];
                    tcp.read_exact(&mut n).await.ok()?;
                    u64::from_be_bytes(n)
                }
                n => u64::from(n),
            };
            let mut payload = vec![0u8; len as usize];
            tcp.read_exact(&mut payload).await.ok()?;
            if head[0] & 0x0f == 0x8 {
                return Some(u16::from_be_bytes([*payload.first()?, *payload.get(1)?]));
            }
        }
    };
    tokio::time::timeout(std::time::Duration::from_secs(3), read)
        .await
        .ok()
        .flatten()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_broken_frame_is_closed_with_its_own_code() {
    let server = TestServer::start(Db::Sqlite).await;
    let cases: Vec<(&str, Vec<u8>, u16)> = vec![
        (
            "text that is not UTF-8",
            frame(0x81, &[0x7b, 0xff, 0xfe, 0x7d], true),
            1007,
        ),
        ("an unmasked frame", frame(0x81, b"{}", false), 1002),
        ("a reserved bit set", frame(0xc1, b"{}", true), 1002),
        ("opcode 3", frame(0x83, b"{}", true), 1002),
        ("a continuation of nothing", frame(0x80, b"{}", true), 1002),
        ("a 126-byte ping", frame(0x89, &[0u8; 126], true), 1002),
        ("a fragmented ping", frame(0x09, b"x", true), 1002),
        (
            "a 5,000-byte text frame",
            frame(0x81, &[b' '; 5000], true),
            1009,
        ),
    ];
    for (what, bytes, code) in cases {
        let mut tcp = raw_socket(&server).await;
        tcp.write_all(&bytes).await.unwrap();
        assert_eq!(close_code(&mut tcp).await, Some(code), "{what}");
    }
    // A well-formed frame is answered, not closed.
    let mut tcp = raw_socket(&server).await;
    tcp.write_all(&frame(0x81, br#"{"t":"ping"}"#, true))
        .await
        .unwrap();
    // The server's own pings may come first.
    loop {
        let mut head = [0u8; 2];
        tcp.read_exact(&mut head).await.unwrap();
        let mut payload = vec![0u8; usize::from(head[1] & 0x7f)];
        tcp.read_exact(&mut payload).await.unwrap();
        if head[0] != 0x89 {
            assert_eq!(head[0], 0x81, "a text frame answers a ping");
            break;
        }
    }
}
