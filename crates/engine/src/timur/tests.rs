//! Unit tests of the Timur rules.
