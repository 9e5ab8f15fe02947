//! The static site: the files of `dist/`, their Brotli copies where the browser takes them,
//! gzip otherwise, revalidated on each use (the service worker keeps them offline).

use axum::http::{header, HeaderValue, StatusCode};
use axum::Router;
use std::path::Path;
use tower_http::compression::CompressionLayer;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;

/// The site's routes: every path not taken by another route.
pub fn routes(dist: &Path) -> Router {
    let dist = dist.to_path_buf();
    // A file's Brotli copy (`<file>.br`, written by `cargo xtask dist`) goes to browsers that
    // accept it; anything else is gzipped as it is sent (below).
    let site = ServeDir::new(&dist)
        .precompressed_br()
        .append_index_html_on_directories(true)
        .not_found_service(axum::routing::any(move || {
            let dist = dist.clone();
            async move {
                let message = if dist.join("index.html").is_file() {
                    "404 Not Found".to_string()
                } else {
                    format!(
                        "The site is not built: {} has no index.html (run `cargo xtask dist`).",
                        dist.display()
                    )
                };
                (StatusCode::NOT_FOUND, message)
            }
        }));
    Router::new()
        .fallback_service(site)
        .layer(CompressionLayer::new().gzip(true))
        // The compression says so on what it compresses; a precompressed copy must too, or a
        // cache between could give a Brotli body to a browser that did not ask for one.
        .layer(SetResponseHeaderLayer::if_not_present(
            header::VARY,
            HeaderValue::from_static("accept-encoding"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
}
