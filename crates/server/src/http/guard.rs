//! What a request to the rooms (the API and the WebSocket) must show before it is served: a
//! body that says it is JSON, and, from a browser, a page of this site.
//!
//! Why both: a page of another site can make its visitors' browsers send a `text/plain` or a
//! form POST without asking them (no CORS preflight for those), and can open a WebSocket to
//! any host. Requiring `application/json` forces the preflight, which this server never
//! answers; checking `Origin` (which browsers always send on a POST and a WebSocket
//! handshake, and which a page cannot forge) refuses the rest. A client that is not a browser
//! sends no `Origin` and is served: it could send anything it liked anyway.

use super::{api_error, client, ApiError};
use crate::app::App;
use crate::refusals::Refused;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderMap, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::net::SocketAddr;

/// Refuses a POST whose body is not declared `application/json`, and a request from a page of
/// another site; serves the rest.
pub async fn from_a_page(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    let headers = request.headers();
    if request.method() == Method::POST && !declares_json(headers) {
        let (_, key) = client(&app, peer, headers);
        app.metrics.refusals.record(
            Refused::ContentType,
            Some(key),
            "a POST body not declared application/json",
        );
        return api_error(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "bad_content_type",
            "the body must be JSON, sent with Content-Type: application/json",
        )
        .into_response();
    }
    if let Err(refused) = check_origin(&app, peer, headers) {
        return refused.into_response();
    }
    next.run(request).await
}

/// Whether the request says its body is JSON (`application/json`, parameters allowed).
fn declares_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .is_some_and(|essence| essence.trim().eq_ignore_ascii_case("application/json"))
}

/// Refuses a request whose `Origin` is neither this server (the request's own `Host`) nor one
/// of the configured origins. A request with no `Origin` passes (see the module's comment).
pub fn check_origin(app: &App, peer: SocketAddr, headers: &HeaderMap) -> Result<(), ApiError> {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return Ok(());
    };
    let origin = origin.to_str().unwrap_or_default().trim();
    let host = headers
        .get(header::HOST)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default();
    if same_host(origin, host) || app.allowed_origins.iter().any(|o| o == origin) {
        return Ok(());
    }
    let (_, key) = client(app, peer, headers);
    app.metrics.refusals.record(
        Refused::Origin,
        Some(key),
        "a request from a page of another site",
    );
    Err(api_error(
        StatusCode::FORBIDDEN,
        "bad_origin",
        "requests from pages of other sites are refused",
    ))
}

/// Whether `origin` (`scheme://host[:port]`) names `host` (`host[:port]`, as the request's
/// `Host` header has it). The scheme is not compared: behind a TLS proxy the page is `https`
/// while the request reaches this server over plain HTTP with the same `Host`.
fn same_host(origin: &str, host: &str) -> bool {
    let Some((scheme, authority)) = origin.split_once("://") else {
        return false;
    };
    let default_port = match scheme {
        "http" => ":80",
        "https" => ":443",
        _ => return false,
    };
    let host = host.trim();
    let bare = |authority: &str| {
        authority
            .strip_suffix(default_port)
            .unwrap_or(authority)
            .to_ascii_lowercase()
    };
    !host.is_empty() && bare(authority) == bare(host)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn an_origin_is_this_server_when_it_names_the_host() {
        assert!(same_host("http://127.0.0.1:8080", "127.0.0.1:8080"));
        assert!(same_host("https://tahta.example", "tahta.example"));
        assert!(same_host("https://tahta.example", "tahta.example:443"));
        assert!(same_host("http://Tahta.Example:80", "tahta.example"));
        assert!(!same_host("https://evil.example", "tahta.example"));
        assert!(!same_host(
            "https://tahta.example.evil.example",
            "tahta.example"
        ));
        assert!(!same_host("http://127.0.0.1:8081", "127.0.0.1:8080"));
        assert!(!same_host("null", "tahta.example"));
        assert!(!same_host("file://tahta.example", "tahta.example"));
        assert!(!same_host("https://tahta.example", ""));
    }

    #[test]
    fn only_a_json_content_type_declares_json() {
        let with = |value: &str| {
            let mut headers = HeaderMap::new();
            headers.insert(header::CONTENT_TYPE, HeaderValue::from_str(value).unwrap());
            declares_json(&headers)
        };
        assert!(with("application/json"));
        assert!(with("Application/JSON; charset=utf-8"));
        assert!(!with("text/plain"));
        assert!(!with("application/x-www-form-urlencoded"));
        assert!(!with("multipart/form-data; boundary=x"));
        assert!(!with("application/jsonp"));
        assert!(!declares_json(&HeaderMap::new()));
    }
}
