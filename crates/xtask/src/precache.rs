//! The service worker's list of files, made at dist time so that it is never stale.
//!
//! `dist/sw.js` gets the site's version — a SHA-256 over every shipped file and the worker's
//! own source — and every file of the site with its hash in Subresource-Integrity form
//! (`sha256-<base64>`), written over the `const BUILD = …;` line of the source `sw.js`. Any
//! change to any file changes the worker's bytes, so browsers install the new version.

use std::path::{Path, PathBuf};

/// The file whose BUILD line is rewritten; it is not in its own list.
pub const SERVICE_WORKER: &str = "sw.js";
/// The line of `sw.js` that is replaced (it must occur exactly once, at the start of a line).
const BUILD_LINE: &str = "const BUILD = ";

/// Writes the version and the file list into `dist/sw.js`. Returns the version, or `None`
/// when the site has no service worker.
pub fn write_service_worker(dist: &Path) -> Result<Option<String>, String> {
    let worker = dist.join(SERVICE_WORKER);
    if !worker.is_file() {
        return Ok(None);
    }
    let source =
        std::fs::read_to_string(&worker).map_err(|e| format!("{}: {e}", worker.display()))?;
    let mut files = Vec::new();
    for path in site_files(dist)? {
        if path == SERVICE_WORKER {
            continue;
        }
        let bytes = std::fs::read(dist.join(&path)).map_err(|e| format!("dist/{path}: {e}"))?;
        files.push((path, integrity(&bytes)));
    }
    let version = version(&source, &files);
    let built = with_build(&source, &version, &files)?;
    std::fs::write(&worker, built).map_err(|e| format!("{}: {e}", worker.display()))?;
    Ok(Some(version))
}

/// Every file under `dir`, as `/`-separated paths relative to it, sorted.
fn site_files(dir: &Path) -> Result<Vec<String>, String> {
    let mut found = Vec::new();
    let mut pending: Vec<PathBuf> = vec![dir.to_path_buf()];
    while let Some(current) = pending.pop() {
        let entries =
            std::fs::read_dir(&current).map_err(|e| format!("{}: {e}", current.display()))?;
        for entry in entries.filter_map(Result::ok) {
            let path = entry.path();
            let Ok(kind) = entry.file_type() else {
                continue;
            };
            if kind.is_dir() {
                pending.push(path);
            } else if kind.is_file() {
                let relative = path.strip_prefix(dir).map_err(|e| e.to_string())?;
                let parts: Vec<String> = relative
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                found.push(parts.join("/"));
            }
        }
    }
    found.sort();
    Ok(found)
}

/// The version: the first 16 hex digits of a SHA-256 over the worker's source and each
/// file's path and hash.
fn version(source: &str, files: &[(String, String)]) -> String {
    let mut text = String::from(source);
    for (path, hash) in files {
        text.push_str(&format!("\n{path}\0{hash}"));
    }
    sha256(text.as_bytes())
        .iter()
        .take(8)
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// `source` with its BUILD line replaced by the version and the files.
fn with_build(source: &str, version: &str, files: &[(String, String)]) -> Result<String, String> {
    let matching = source
        .lines()
        .filter(|line| line.starts_with(BUILD_LINE))
        .count();
    if matching != 1 {
        return Err(format!(
            "sw.js must have exactly one line starting with `{BUILD_LINE}` (found {matching})"
        ));
    }
    let mut build = format!(
        "{BUILD_LINE}{{\n  version: {},\n  files: [\n",
        quote(version)
    );
    for (path, hash) in files {
        build.push_str(&format!("    [{}, {}],\n", quote(path), quote(hash)));
    }
    build.push_str("  ],\n};");
    let mut out = String::with_capacity(source.len() + build.len());
    for line in source.split_inclusive('\n') {
        if line.starts_with(BUILD_LINE) {
            out.push_str(&build);
            if line.ends_with('\n') {
                out.push('\n');
            }
        } else {
            out.push_str(line);
        }
    }
    Ok(out)
}

/// A JavaScript string literal.
fn quote(text: &str) -> String {
    let mut out = String::from("'");
    for c in text.chars() {
        match c {
            '\'' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c == '\u{2028}' || c == '\u{2029}' => {
                out.push_str(&format!("\\u{:04x}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}

/// `sha256-<base64>`, as `fetch(…, { integrity })` takes it.
fn integrity(bytes: &[u8]) -> String {
    format!("sha256-{}", base64(&sha256(bytes)))
}

fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = (u32::from(chunk[0]) << 16)
            | (u32::from(*chunk.get(1).unwrap_or(&0)) << 8)
            | u32::from(*chunk.get(2).unwrap_or(&0));
        for (i, shift) in [18, 12, 6, 0].into_iter().enumerate() {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> shift) as usize & 63] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// SHA-256 (FIPS 180-4), written out to keep xtask free of dependencies.
pub fn sha256(data: &[u8]) -> [u8; 32] {
    const K: [u32; 64] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
        0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
        0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
        0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
        0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
        0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
        0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
        0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
        0xc67178f2,
    ];
    let mut h: [u32; 8] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab,
        0x5be0cd19,
    ];
    let mut message = data.to_vec();
    message.push(0x80);
    while message.len() % 64 != 56 {
        message.push(0);
    }
    message.extend_from_slice(&((data.len() as u64).wrapping_mul(8)).to_be_bytes());
    for block in message.chunks_exact(64) {
        let mut w = [0u32; 64];
        for (i, word) in block.chunks_exact(4).enumerate() {
            w[i] = u32::from_be_bytes([word[0], word[1], word[2], word[3]]);
        }
        for i in 16..64 {
            let s0 = w[i - 15].rotate_right(7) ^ w[i - 15].rotate_right(18) ^ (w[i - 15] >> 3);
            let s1 = w[i - 2].rotate_right(17) ^ w[i - 2].rotate_right(19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16]
                .wrapping_add(s0)
                .wrapping_add(w[i - 7])
                .wrapping_add(s1);
        }
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut hh] = h;
        for i in 0..64 {
            let s1 = e.rotate_right(6) ^ e.rotate_right(11) ^ e.rotate_right(25);
            let ch = (e & f) ^ (!e & g);
            let t1 = hh
                .wrapping_add(s1)
                .wrapping_add(ch)
                .wrapping_add(K[i])
                .wrapping_add(w[i]);
            let s0 = a.rotate_right(2) ^ a.rotate_right(13) ^ a.rotate_right(22);
            let maj = (a & b) ^ (a & c) ^ (b & c);
            let t2 = s0.wrapping_add(maj);
            hh = g;
            g = f;
            f = e;
            e = d.wrapping_add(t1);
            d = c;
            c = b;
            b = a;
            a = t1.wrapping_add(t2);
        }
        for (state, value) in h.iter_mut().zip([a, b, c, d, e, f, g, hh]) {
            *state = state.wrapping_add(value);
        }
    }
    let mut out = [0u8; 32];
    for (bytes, word) in out.chunks_exact_mut(4).zip(h) {
        bytes.copy_from_slice(&word.to_be_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(bytes: &[u8]) -> String {
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }

    #[test]
    fn sha256_matches_the_standard_vectors() {
        assert_eq!(
            hex(&sha256(b"")),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
        assert_eq!(
            hex(&sha256(b"abc")),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_eq!(
            hex(&sha256(
                b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
            )),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        );
        assert_eq!(
            hex(&sha256(&vec![b'a'; 1_000_000])),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        );
    }

    #[test]
    fn integrity_is_sri_base64() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foob"), "Zm9vYg==");
        assert_eq!(
            integrity(b"alert('Hello, world.');"),
            "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng="
        );
    }

    #[test]
    fn the_build_line_is_replaced() {
        let source = "// a\nconst BUILD = { version: 'unbuilt', files: [] };\nconst X = 1;\n";
        let files = vec![
            ("index.html".to_string(), "sha256-AAA=".to_string()),
            ("www/it's.js".to_string(), "sha256-BBB=".to_string()),
        ];
        let built = with_build(source, "0123abcd", &files).unwrap();
        assert_eq!(
            built,
            "// a\nconst BUILD = {\n  version: '0123abcd',\n  files: [\n    \
             ['index.html', 'sha256-AAA='],\n    ['www/it\\'s.js', 'sha256-BBB='],\n  ],\n};\n\
             const X = 1;\n"
        );
        assert!(with_build("const X = 1;\n", "v", &files).is_err());
        assert!(with_build("const BUILD = 1;\nconst BUILD = 2;\n", "v", &files).is_err());
        // The version follows every file's hash and the worker's source.
        let v = version(source, &files);
        assert_eq!(v.len(), 16);
        let mut changed = files.clone();
        changed[1].1 = "sha256-CCC=".into();
        assert_ne!(version(source, &changed), v);
        assert_ne!(version("// b\n", &files), v);
    }

    #[test]
    fn the_repository_service_worker_has_one_build_line() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let source = std::fs::read_to_string(root.join(SERVICE_WORKER)).unwrap();
        assert!(with_build(&source, "v", &[]).is_ok());
    }

    #[test]
    fn writes_the_list_into_dist() {
        let dist = std::env::temp_dir().join(format!("xtask-precache-{}", std::process::id()));
        std::fs::create_dir_all(dist.join("www/pkg")).unwrap();
        std::fs::write(dist.join("index.html"), "<title>T</title>").unwrap();
        std::fs::write(dist.join("www/pkg/a.wasm"), [0u8, 97, 115, 109]).unwrap();
        std::fs::write(
            dist.join("sw.js"),
            "const BUILD = { version: 'unbuilt', files: [] };\n",
        )
        .unwrap();
        let version = write_service_worker(&dist).unwrap().unwrap();
        let worker = std::fs::read_to_string(dist.join("sw.js")).unwrap();
        assert!(
            worker.contains(&format!("version: '{version}'")),
            "{worker}"
        );
        assert!(worker.contains(&format!(
            "['index.html', '{}']",
            integrity(b"<title>T</title>")
        )));
        assert!(worker.contains("['www/pkg/a.wasm', 'sha256-"));
        assert!(!worker.contains("'sw.js'"));
        std::fs::remove_dir_all(&dist).unwrap();
        assert_eq!(
            write_service_worker(Path::new("/nonexistent-dir")).unwrap(),
            None
        );
    }
}
