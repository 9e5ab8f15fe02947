//! One loaded room, in layers:
//!
//! - [`game`]: the game as the room's log makes it (`Game::apply` is the one place an event
//!   changes it, for a reload and for new events alike);
//! - [`rules`]: what an action or a timer does to the game — a synchronous state machine that
//!   returns the events to store and the reply;
//! - [`offers`]: takeback requests and rematch offers, asked and answered by the players;
//! - [`presence`]: who is connected to each seat, and when an absent seat counts as gone;
//! - [`views`]: the room as clients see it (snapshot, events, summary);
//! - [`messages`]: what a room is sent, and what it sends a connection;
//! - [`notify`]: which seats its new events concern, for Web Push;
//! - [`actor`], [`subscribers`] and [`commit`]: the tokio task that owns all of that, handles
//!   its messages one at a time (no locks around game state), runs its timers, serves its
//!   subscribers, and stores each step before anyone hears of it: an action is checked and
//!   applied, stored, and only then acknowledged and sent to everyone; if storing fails the
//!   game is put back, so nothing unstored is ever visible.
//!
//! The room knows the store and the protocol, not the registry that loads it (`rooms`), nor
//! the connections (`ws`), which it reaches through their outboxes.

mod actor;
mod commit;
mod create;
mod game;
mod messages;
mod notify;
mod offers;
mod presence;
mod rules;
mod subscribers;
mod views;

#[cfg(test)]
mod offers_tests;
#[cfg(test)]
mod tests;

pub use actor::{Host, Room};
pub use create::{create, Created};
pub use game::seat_letters;
pub use messages::{ClaimError, Outbound, Outbox, RoomMsg, OUTBOX};
