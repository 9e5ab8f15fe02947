//! How an event is kept in a row of the `events` table: its number, `kind`, `seat` and time
//! in columns of their own, its other fields (and the clocks logged with it) as a JSON object
//! in `body`, in the order the event declares them — `{"n":0,"mv":"a3-a4","clocks":[…]}` — the format
//! the rows have always had, so logs written before keep loading and new rows look the same.

use super::StoreError;
use serde::de::{MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};
use tahta_protocol::LoggedEvent;

/// The columns of an event's row, other than the room, `seq` and `at`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventRow {
    /// `seat`, `start`, `move`, `draw` or `end`.
    pub kind: String,
    /// The seat letter that caused the event, if any.
    pub seat: Option<String>,
    /// The event's other fields, a JSON object.
    pub body: String,
}

/// The fields kept in columns of their own: the rest is the body.
const COLUMNS: [&str; 4] = ["v", "kind", "seat", "at"];

/// A JSON object's fields in the order they came (serde_json's own map sorts them).
struct InOrder(Vec<(String, Value)>);

impl<'de> Deserialize<'de> for InOrder {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Pairs;
        impl<'de> Visitor<'de> for Pairs {
            type Value = InOrder;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<InOrder, A::Error> {
                let mut fields = Vec::new();
                while let Some(field) = map.next_entry()? {
                    fields.push(field);
                }
                Ok(InOrder(fields))
            }
        }
        d.deserialize_map(Pairs)
    }
}

impl Serialize for InOrder {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

impl EventRow {
    /// The row that keeps `event`.
    pub fn new(event: &LoggedEvent) -> EventRow {
        let text = serde_json::to_string(event).expect("events serialise");
        let InOrder(mut fields) = serde_json::from_str(&text).expect("an event is an object");
        let column = |fields: &[(String, Value)], name: &str| {
            fields
                .iter()
                .find(|(k, _)| k == name)
                .and_then(|(_, v)| v.as_str().map(str::to_string))
        };
        let kind = column(&fields, "kind").expect("every event has a kind");
        let seat = column(&fields, "seat");
        fields.retain(|(k, _)| !COLUMNS.contains(&k.as_str()));
        EventRow {
            kind,
            seat,
            body: serde_json::to_string(&InOrder(fields)).expect("JSON serialises"),
        }
    }

    /// Reads event `seq`, stored at `at`, from its row; a precise error when the row is not
    /// an event this server knows.
    pub fn read(self, seq: u64, at: i64) -> Result<LoggedEvent, StoreError> {
        let unreadable = |why: String| {
            StoreError::Failed(format!(
                "event {seq} ({} {}) does not read: {why}",
                self.kind, self.body
            ))
        };
        let mut object: Map<String, Value> =
            serde_json::from_str(&self.body).map_err(|e| unreadable(e.to_string()))?;
        object.insert("v".into(), seq.into());
        object.insert("at".into(), at.into());
        object.insert("kind".into(), self.kind.clone().into());
        if let Some(seat) = &self.seat {
            object.insert("seat".into(), seat.clone().into());
        }
        serde_json::from_value(Value::Object(object)).map_err(|e| unreadable(e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tahta_protocol::{DrawOp, Event};

    fn row(kind: &str, seat: Option<&str>, body: &str) -> EventRow {
        EventRow {
            kind: kind.into(),
            seat: seat.map(str::to_string),
            body: body.into(),
        }
    }

    /// Rows exactly as the server has always written them (before events were typed): each
    /// reads as the event it records, and is written back byte for byte.
    #[test]
    fn rows_written_before_read_and_are_written_the_same() {
        let cases = [
            (
                row("seat", Some("r"), "{}"),
                Event::Seat { seat: 'r' },
                None,
            ),
            (row("start", None, "{}"), Event::Start, None),
            (
                row("move", Some("r"), r#"{"n":0,"mv":"a3-a4"}"#),
                Event::Move {
                    seat: 'r',
                    n: 0,
                    mv: "a3-a4".into(),
                },
                None,
            ),
            (
                row(
                    "move",
                    Some("b"),
                    r#"{"n":1,"mv":"g7-g6","clocks":[178000,181250]}"#,
                ),
                Event::Move {
                    seat: 'b',
                    n: 1,
                    mv: "g7-g6".into(),
                },
                Some(vec![178_000, 181_250]),
            ),
            (
                row("draw", Some("w"), r#"{"op":"offer"}"#),
                Event::Draw {
                    seat: 'w',
                    op: DrawOp::Offer,
                },
                None,
            ),
            (
                row("draw", Some("b"), r#"{"op":"decline"}"#),
                Event::Draw {
                    seat: 'b',
                    op: DrawOp::Decline,
                },
                None,
            ),
            (
                row(
                    "end",
                    Some("g"),
                    r#"{"ending":"resign:g","clocks":[1000,2000,3000]}"#,
                ),
                Event::End {
                    seat: Some('g'),
                    ending: "resign:g".into(),
                },
                Some(vec![1_000, 2_000, 3_000]),
            ),
            (
                row("end", None, r#"{"ending":"time:w","clocks":[0,5000]}"#),
                Event::End {
                    seat: None,
                    ending: "time:w".into(),
                },
                Some(vec![0, 5_000]),
            ),
            (
                row("end", None, r#"{"ending":"abort"}"#),
                Event::End {
                    seat: None,
                    ending: "abort".into(),
                },
                None,
            ),
        ];
        for (seq, (stored, event, clocks)) in cases.into_iter().enumerate() {
            let read = stored.clone().read(seq as u64 + 1, 77).unwrap();
            assert_eq!(read.event, event, "{stored:?}");
            assert_eq!(read.clocks, clocks, "{stored:?}");
            assert_eq!(read.v, seq as u64 + 1);
            assert_eq!(read.at, 77);
            assert_eq!(EventRow::new(&read), stored);
        }
    }

    #[test]
    fn a_row_that_is_no_event_is_refused_precisely() {
        let refusals = [
            row("dance", Some("r"), "{}"),
            row("move", Some("r"), r#"{"mv":"a3-a4"}"#),
            row("move", None, r#"{"n":0,"mv":"a3-a4"}"#),
            row("draw", Some("r"), r#"{"op":"maybe"}"#),
            row("end", None, "not json"),
        ];
        for stored in refusals {
            let Err(StoreError::Failed(message)) = stored.clone().read(5, 0) else {
                panic!("{stored:?} was read");
            };
            assert!(message.starts_with("event 5 ("), "{message}");
        }
    }
}
