//! The headers every response carries: the content security policy (the page's own, and that
//! no other site may frame it), no referrer sent to other sites, and no type sniffing.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::Response;
use axum::Router;
use tower_http::set_header::SetResponseHeaderLayer;

/// The policy of the `<meta http-equiv="Content-Security-Policy">` of index.html.
pub const PAGE_POLICY: &str = "default-src 'self'; \
    script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; \
    connect-src 'self'; worker-src 'self'; manifest-src 'self'; base-uri 'none'; \
    form-action 'none'; object-src 'none'";

/// The policy every response carries: the page's, and no framing by any page (which only a
/// header can say: browsers ignore `frame-ancestors` in a `<meta>`).
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
    script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; \
    connect-src 'self'; worker-src 'self'; manifest-src 'self'; base-uri 'none'; \
    form-action 'none'; object-src 'none'; frame-ancestors 'none'";

/// A header value for every response but a 304 Not Modified: the browser keeps the headers it
/// stored with the file, so repeating them would only cost bytes. That adds up when the service
/// worker revalidates every file of the site on a first visit (the policy alone is ~350 bytes).
fn unless_not_modified(value: &'static str) -> impl Fn(&Response) -> Option<HeaderValue> + Clone {
    move |response| {
        (response.status() != StatusCode::NOT_MODIFIED).then(|| HeaderValue::from_static(value))
    }
}

/// `router` with the headers on every response.
pub fn secure(router: Router) -> Router {
    router
        .layer(SetResponseHeaderLayer::overriding(
            header::CONTENT_SECURITY_POLICY,
            unless_not_modified(CONTENT_SECURITY_POLICY),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            unless_not_modified("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::REFERRER_POLICY,
            unless_not_modified("no-referrer"),
        ))
        // For browsers older than `frame-ancestors`.
        .layer(SetResponseHeaderLayer::overriding(
            header::X_FRAME_OPTIONS,
            unless_not_modified("DENY"),
        ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_header_policy_is_the_page_policy_that_no_page_may_frame() {
        assert_eq!(
            CONTENT_SECURITY_POLICY,
            format!("{PAGE_POLICY}; frame-ancestors 'none'")
        );
    }
}
