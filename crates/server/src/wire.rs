//! Server frames as the sockets send them: serialised once, shared by every connection that
//! receives the frame.

use axum::extract::ws::Utf8Bytes;
use tahta_protocol::ServerFrame;

/// Serialises a frame once, for every connection that receives it (cloning the result shares
/// the bytes).
pub fn encode(frame: &ServerFrame) -> Utf8Bytes {
    serde_json::to_string(frame)
        .expect("server frames always serialise")
        .into()
}
