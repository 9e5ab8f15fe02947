//! Which push endpoints the server will contact. An endpoint is a URL that a stranger gave the
//! server, so it must never be a way into the server's own network: only `https`, to a name
//! (no IP literal) whose every address is public — not loopback, private, link-local,
//! unique-local, shared (CGNAT), multicast or reserved. The name is checked when the
//! subscription is given, and again at each send by the HTTP client's resolver (a name may be
//! pointed elsewhere later); redirects are never followed (see `sender`).
//!
//! For tests only, `--push-insecure-endpoints` also allows `http://127.0.0.1:<port>/…`, and
//! nothing else: the tests' push service listens there.

use ipnet::{Ipv4Net, Ipv6Net};
use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use reqwest::Url;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Duration;

/// The longest endpoint accepted (real ones are some 200–500 characters).
pub const MAX_ENDPOINT_LEN: usize = 1024;

/// How long a name may take to resolve.
const RESOLVE_TIMEOUT: Duration = Duration::from_secs(3);

/// Which endpoints are allowed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EndpointPolicy {
    /// Also `http://127.0.0.1:<port>/…` (tests only).
    pub insecure_loopback: bool,
}

/// IPv4 ranges that are not the public internet (RFC 6890 and its successors).
const NOT_PUBLIC_V4: &[&str] = &[
    "0.0.0.0/8",
    "10.0.0.0/8",
    "100.64.0.0/10",
    "127.0.0.0/8",
    "169.254.0.0/16",
    "172.16.0.0/12",
    "192.0.0.0/24",
    "192.0.2.0/24",
    "192.88.99.0/24",
    "192.168.0.0/16",
    "198.18.0.0/15",
    "198.51.100.0/24",
    "203.0.113.0/24",
    "224.0.0.0/4",
    "240.0.0.0/4",
];

/// IPv6 ranges that are not the public internet (addresses mapping IPv4 are judged as IPv4).
const NOT_PUBLIC_V6: &[&str] = &[
    "::/128",
    "::1/128",
    "64:ff9b:1::/48",
    "100::/64",
    "2001::/23",
    "2001:db8::/32",
    "2002::/16",
    "fc00::/7",
    "fe80::/10",
    "fec0::/10",
    "ff00::/8",
];

/// Whether `ip` is an address of the public internet.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => !NOT_PUBLIC_V4
            .iter()
            .any(|net| net.parse::<Ipv4Net>().expect("a valid range").contains(&v4)),
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_public(IpAddr::V4(v4));
            }
            // NAT64's well-known prefix carries an IPv4 address in its last 32 bits.
            let nat64: Ipv6Net = "64:ff9b::/96".parse().expect("a valid range");
            if nat64.contains(&v6) {
                let [.., a, b] = v6.segments();
                let v4 = Ipv4Addr::from((u32::from(a) << 16) | u32::from(b));
                return is_public(IpAddr::V4(v4));
            }
            !NOT_PUBLIC_V6
                .iter()
                .any(|net| net.parse::<Ipv6Net>().expect("a valid range").contains(&v6))
        }
    }
}

/// Checks an endpoint's form (scheme, host, length) without resolving it: the URL, and
/// whether its host is a name to resolve (not the tests' loopback).
pub fn check_form(endpoint: &str, policy: EndpointPolicy) -> Result<(Url, bool), String> {
    if endpoint.len() > MAX_ENDPOINT_LEN {
        return Err(format!(
            "the endpoint is longer than {MAX_ENDPOINT_LEN} characters"
        ));
    }
    let url = Url::parse(endpoint).map_err(|e| format!("the endpoint is not a URL: {e}"))?;
    if !url.username().is_empty() || url.password().is_some() {
        return Err("the endpoint may not carry a user name or password".into());
    }
    let host = url.host_str().ok_or("the endpoint has no host")?;
    // The URL parser writes every IP address in its usual form (`2130706433` is 127.0.0.1).
    let literal = host
        .trim_start_matches('[')
        .trim_end_matches(']')
        .parse::<IpAddr>()
        .ok();
    let loopback_for_tests = policy.insecure_loopback
        && url.scheme() == "http"
        && literal == Some(IpAddr::V4(Ipv4Addr::LOCALHOST))
        && url.port().is_some();
    if loopback_for_tests {
        return Ok((url, false));
    }
    if url.scheme() != "https" {
        return Err(format!("the endpoint must be https, not {}:", url.scheme()));
    }
    if literal.is_some() {
        return Err("the endpoint must name its host, not give an IP address".into());
    }
    Ok((url, true))
}

/// Checks an endpoint as a subscription gives it: its form, and that its host resolves, to
/// public addresses only.
pub async fn check(endpoint: &str, policy: EndpointPolicy) -> Result<Url, String> {
    let (url, resolve) = check_form(endpoint, policy)?;
    if resolve {
        let host = url.host_str().unwrap_or_default().to_string();
        public_addresses(&host, url.port_or_known_default().unwrap_or(443)).await?;
    }
    Ok(url)
}

/// The addresses of `host`, all of them public, or why not.
async fn public_addresses(host: &str, port: u16) -> Result<Vec<SocketAddr>, String> {
    let found = tokio::time::timeout(RESOLVE_TIMEOUT, tokio::net::lookup_host((host, port)))
        .await
        .map_err(|_| format!("the endpoint's host {host} did not resolve in time"))?
        .map_err(|e| format!("the endpoint's host {host} does not resolve: {e}"))?
        .collect::<Vec<_>>();
    if found.is_empty() {
        return Err(format!("the endpoint's host {host} has no address"));
    }
    if let Some(local) = found.iter().find(|a| !is_public(a.ip())) {
        return Err(format!(
            "the endpoint's host {host} is a local or private address ({})",
            local.ip()
        ));
    }
    Ok(found)
}

/// The HTTP client's resolver: a name with any address that is not public does not resolve,
/// so a push is never sent into the server's own network, whatever the name says today.
#[derive(Clone, Copy, Debug, Default)]
pub struct PublicResolver;

impl Resolve for PublicResolver {
    fn resolve(&self, name: Name) -> Resolving {
        Box::pin(async move {
            let found = public_addresses(name.as_str(), 0).await?;
            Ok(Box::new(found.into_iter()) as Addrs)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_addresses_are_public() {
        for local in [
            "127.0.0.1",
            "10.0.0.1",
            "172.16.5.4",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "224.0.0.1",
            "255.255.255.255",
            "::1",
            "::",
            "fd00::1",
            "fe80::1",
            "::ffff:127.0.0.1",
            "::ffff:10.1.2.3",
            "64:ff9b::a00:1",
            "ff02::1",
        ] {
            assert!(!is_public(local.parse().unwrap()), "{local}");
        }
        for public in [
            "8.8.8.8",
            "142.250.1.1",
            "2a00:1450:4001::1",
            "64:ff9b::808:808",
        ] {
            assert!(is_public(public.parse().unwrap()), "{public}");
        }
    }

    #[test]
    fn an_endpoint_is_https_to_a_name_or_the_tests_loopback() {
        let strict = EndpointPolicy::default();
        let tests = EndpointPolicy {
            insecure_loopback: true,
        };
        assert!(check_form("https://push.example/abc", strict).unwrap().1);
        for bad in [
            "http://push.example/abc",
            "file:///etc/passwd",
            "https://127.0.0.1/x",
            "https://10.0.0.1/x",
            "https://[::1]/x",
            "https://2130706433/x",
            "https://user:pw@push.example/x",
            "http://127.0.0.1:9000/x",
            "not a url",
        ] {
            assert!(check_form(bad, strict).is_err(), "{bad}");
        }
        assert!(!check_form("http://127.0.0.1:9000/x", tests).unwrap().1);
        for still_bad in [
            "http://127.0.0.2:9000/x",
            "http://localhost:9000/x",
            "http://10.0.0.1:9000/x",
            "http://127.0.0.1/x",
            "https://127.0.0.1:9000/x",
        ] {
            assert!(check_form(still_bad, tests).is_err(), "{still_bad}");
        }
        let long = format!("https://push.example/{}", "a".repeat(MAX_ENDPOINT_LEN));
        assert!(check_form(&long, strict).is_err());
    }

    #[tokio::test]
    async fn a_name_that_resolves_to_loopback_is_refused() {
        let refused = check("https://localhost:1/x", EndpointPolicy::default()).await;
        assert!(refused.unwrap_err().contains("local or private"));
    }
}
