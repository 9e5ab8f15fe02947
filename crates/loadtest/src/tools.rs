//! Small tools: a seedable random source, latency percentiles, loopback source addresses.

use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

/// splitmix64: small, fast, seedable.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }

    pub(crate) fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

pub(crate) fn micros(d: Duration) -> u32 {
    d.as_micros().min(u128::from(u32::MAX)) as u32
}

/// Nearest-rank percentile of sorted samples.
pub(crate) fn percentile(sorted: &[u32], q: f64) -> u32 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = (q * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

pub(crate) fn ms(us: u32) -> String {
    format!("{:.2} ms", f64::from(us) / 1000.0)
}

pub(crate) fn latency_line(name: &str, samples: &mut [u32]) -> String {
    samples.sort_unstable();
    format!(
        "{name}: p50 {}, p90 {}, p99 {}, max {} ({} samples)",
        ms(percentile(samples, 0.50)),
        ms(percentile(samples, 0.90)),
        ms(percentile(samples, 0.99)),
        ms(samples.last().copied().unwrap_or(0)),
        samples.len()
    )
}

/// A loopback address: `127.<net>.x.y`, the `k`th of that net (last octet 1 to 254).
pub(crate) fn loopback(net: u8, k: usize) -> IpAddr {
    let host = k % (254 * 256);
    IpAddr::V4(Ipv4Addr::new(
        127,
        net,
        (host / 254) as u8,
        (host % 254 + 1) as u8,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_nearest_rank() {
        let v: Vec<u32> = (1..=100).collect();
        assert_eq!(percentile(&v, 0.5), 50);
        assert_eq!(percentile(&v, 0.99), 99);
        assert_eq!(percentile(&v, 1.0), 100);
        assert_eq!(percentile(&[], 0.5), 0);
        assert_eq!(percentile(&[7], 0.99), 7);
    }

    #[test]
    fn loopback_addresses_avoid_network_and_broadcast_octets() {
        assert_eq!(loopback(1, 0).to_string(), "127.1.0.1");
        assert_eq!(loopback(1, 253).to_string(), "127.1.0.254");
        assert_eq!(loopback(1, 254).to_string(), "127.1.1.1");
        assert_eq!(loopback(2, 254 * 256).to_string(), "127.2.0.1");
    }
}
