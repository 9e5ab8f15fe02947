//! Who a client is, as far as the per-address limits go: its address as the server sees it, or
//! as a trusted reverse proxy forwarded it (`X-Forwarded-For`), and the key its budgets are
//! kept under — the address itself for IPv4, its /64 prefix for IPv6 (one subscriber is
//! usually handed a whole /64, so counting single IPv6 addresses would give one client 2^64
//! budgets).

use axum::http::HeaderMap;
use ipnet::{IpNet, Ipv6Net};
use std::net::IpAddr;

/// The key a client's budgets are kept under: an IPv4 address, or an IPv6 /64 prefix.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AddressKey(IpAddr);

impl AddressKey {
    /// The key of `address` (an IPv4-mapped IPv6 address counts as the IPv4 one).
    pub fn of(address: IpAddr) -> AddressKey {
        match address {
            IpAddr::V4(_) => AddressKey(address),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => AddressKey(IpAddr::V4(v4)),
                None => {
                    let prefix = Ipv6Net::new(v6, 64).expect("64 is a valid prefix length");
                    AddressKey(IpAddr::V6(prefix.trunc().addr()))
                }
            },
        }
    }

    /// The key as text: the IPv4 address, or the IPv6 prefix as `2001:db8::/64`.
    pub fn text(&self) -> String {
        match self.0 {
            IpAddr::V4(v4) => v4.to_string(),
            IpAddr::V6(v6) => format!("{v6}/64"),
        }
    }
}

/// A list of addresses and ranges (`127.0.0.1`, `10.0.0.0/8`, `2001:db8::/32`).
#[derive(Clone, Debug, Default)]
pub struct Addresses(Vec<IpNet>);

impl Addresses {
    /// Reads each entry as an address or a range; the first that is neither is the error.
    pub fn parse<S: AsRef<str>>(entries: &[S]) -> Result<Addresses, String> {
        entries
            .iter()
            .map(|entry| {
                let entry = entry.as_ref().trim();
                entry
                    .parse::<IpNet>()
                    .or_else(|_| entry.parse::<IpAddr>().map(IpNet::from))
                    .map_err(|_| format!("'{entry}' is not an IP address or range"))
            })
            .collect::<Result<_, _>>()
            .map(Addresses)
    }

    /// Whether `address` is in the list.
    pub fn contains(&self, address: IpAddr) -> bool {
        let address = unmapped(address);
        self.0.iter().any(|net| net.contains(&address))
    }
}

/// The reverse proxies whose `X-Forwarded-For` is believed (`--trusted-proxy`). None: the
/// header is ignored, since any client can write it.
#[derive(Clone, Debug, Default)]
pub struct TrustedProxies(pub Addresses);

impl TrustedProxies {
    /// Whether `address` is one of the trusted proxies.
    pub fn trusts(&self, address: IpAddr) -> bool {
        self.0.contains(address)
    }

    /// The client's address for a request that came from `peer`: `peer` itself unless it is a
    /// trusted proxy, and then the last address of `X-Forwarded-For` that is not one (each
    /// proxy appends the address it saw, so the addresses left of the first untrusted one
    /// were written by the client and prove nothing).
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        if !self.trusts(peer) {
            return unmapped(peer);
        }
        let forwarded: Vec<IpAddr> = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .map_while(|hop| hop.trim().parse::<IpAddr>().ok())
            .collect();
        forwarded
            .into_iter()
            .rev()
            .map(unmapped)
            .find(|hop| !self.trusts(*hop))
            .unwrap_or_else(|| unmapped(peer))
    }
}

/// An IPv4-mapped IPv6 address as the IPv4 address it is.
fn unmapped(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(address, IpAddr::V4),
        IpAddr::V4(_) => address,
    }
}

/// Whether `address` is this machine's (loopback, IPv4 or IPv6).
pub fn is_loopback(address: IpAddr) -> bool {
    unmapped(address).is_loopback()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn ipv6_addresses_of_one_64_share_a_key_and_ipv4_ones_do_not() {
        let a = AddressKey::of(ip("2001:db8:1:2:aaaa::1"));
        let b = AddressKey::of(ip("2001:db8:1:2:ffff:ffff:ffff:ffff"));
        let c = AddressKey::of(ip("2001:db8:1:3::1"));
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(a.text(), "2001:db8:1:2::/64");
        assert_ne!(
            AddressKey::of(ip("10.0.0.1")),
            AddressKey::of(ip("10.0.0.2"))
        );
        assert_eq!(
            AddressKey::of(ip("::ffff:10.0.0.1")),
            AddressKey::of(ip("10.0.0.1"))
        );
    }

    #[test]
    fn forwarded_addresses_are_believed_only_from_a_trusted_proxy() {
        let proxies = TrustedProxies(Addresses::parse(&["127.0.0.1", "10.0.0.0/8"]).unwrap());
        let mut headers = HeaderMap::new();
        headers.insert(
            "x-forwarded-for",
            "6.6.6.6, 203.0.113.9, 10.1.2.3".parse().unwrap(),
        );
        // Through two trusted proxies: the address the outer one saw.
        assert_eq!(proxies.client(ip("127.0.0.1"), &headers), ip("203.0.113.9"));
        // From anywhere else the header is the client's own words.
        assert_eq!(
            proxies.client(ip("198.51.100.7"), &headers),
            ip("198.51.100.7")
        );
        // Nothing forwarded, or junk: the proxy itself.
        assert_eq!(
            proxies.client(ip("127.0.0.1"), &HeaderMap::new()),
            ip("127.0.0.1")
        );
        headers.insert("x-forwarded-for", "junk".parse().unwrap());
        assert_eq!(proxies.client(ip("127.0.0.1"), &headers), ip("127.0.0.1"));
        assert!(Addresses::parse(&["proxy.example"]).is_err());
        assert!(TrustedProxies::default().client(ip("127.0.0.1"), &headers) == ip("127.0.0.1"));
    }
}
