//! The online rooms' wire format (protocol version 1), in one place for everything that speaks
//! it: `tahta-server` (its rooms, its store and its sockets) and the load generator. The
//! server's README describes it for client authors, with an example exchange.
//!
//! - [`event`]: what happens in a room, the entries of its append-only log (stored as they are
//!   sent, inside the `ev` frame);
//! - [`client`]: the frames a client sends, and the reader that tells a malformed frame from
//!   an unknown one;
//! - [`server`]: the frames the server sends, with the snapshot of a room;
//! - [`room`]: what they all say of a room: its status, its time control, its result;
//! - [`api`]: the JSON bodies of the HTTP rooms API;
//! - [`push`]: the Web Push API bodies and what a notification carries;
//! - [`offers`]: takeback requests and rematch offers;
//! - [`phrase`]: the quick phrases players may send each other;
//! - [`error`]: the refusal codes both use.

pub mod api;
pub mod client;
pub mod error;
pub mod event;
pub mod offers;
pub mod phrase;
pub mod push;
pub mod room;
pub mod server;

pub use client::{parse_client, Action, ClaimWhat, ClientFrame, DrawOp, Hello};
pub use error::{ErrorCode, Refusal};
pub use event::{Event, LoggedEvent};
pub use offers::{RematchOp, TakebackOp};
pub use room::{ClockSpec, ResultView, Status};
pub use server::{EndingAt, EventFrame, OfferView, SeatView, ServerFrame, Snapshot};

/// The protocol version this crate speaks (`hello.proto`).
pub const PROTO: u32 = 1;
