//! Two instances on PostgreSQL behind nginx (Debian's `nginx-light`, started by the test with
//! a configuration of deploy/nginx.conf's shape, without TLS): a game is played through the
//! proxy, WebSockets included, and each client is known by the address nginx forwards, which
//! the instances believe from nginx alone.

use crate::common::pg::{free_port, Cluster};
use crate::common::{legal, quick_timing, Client};
use serde_json::{json, Value};
use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::{Duration, Instant};
use tahta_engine::Variant;
use tahta_server::address::{Addresses, TrustedProxies};
use tahta_server::limits::Limits;
use tahta_server::{Server, Settings};

const NGINX: &str = "/usr/sbin/nginx";

/// nginx in front of `upstreams`, on 127.0.0.1 and a free port; stopped when dropped.
struct Nginx {
    child: Child,
    port: u16,
    _dir: tempfile::TempDir,
}

impl Nginx {
    fn start(upstreams: &[SocketAddr]) -> Nginx {
        assert!(
            Path::new(NGINX).is_file(),
            "nginx is not installed (`cargo xtask test` installs nginx-light)"
        );
        let dir = tempfile::tempdir().unwrap();
        let port = free_port();
        let servers: String = upstreams.iter().map(|a| format!("server {a};\n")).collect();
        let prefix = dir.path().display();
        // deploy/nginx.conf's proxying, on plain HTTP; everything nginx writes stays in `dir`.
        let conf = format!(
            "daemon off;
             master_process off;
             worker_processes 1;
             {user}
             pid {prefix}/nginx.pid;
             error_log {prefix}/error.log warn;
             events {{ worker_connections 256; }}
             http {{
                 access_log off;
                 client_body_temp_path {prefix}/body;
                 proxy_temp_path {prefix}/proxy;
                 fastcgi_temp_path {prefix}/fastcgi;
                 uwsgi_temp_path {prefix}/uwsgi;
                 scgi_temp_path {prefix}/scgi;
                 upstream tahta {{ {servers} keepalive 8; }}
                 map $http_upgrade $tahta_connection {{ default upgrade; '' ''; }}
                 server {{
                     listen 127.0.0.1:{port};
                     location / {{
                         proxy_pass http://tahta;
                         proxy_http_version 1.1;
                         proxy_set_header Upgrade $http_upgrade;
                         proxy_set_header Connection $tahta_connection;
                         proxy_set_header Host $http_host;
                         proxy_set_header X-Forwarded-For $remote_addr;
                         proxy_read_timeout 60s;
                     }}
                 }}
             }}",
            // As root nginx would hand its work to `nobody`, who cannot enter `dir`.
            user = if unsafe { libc::getuid() } == 0 {
                "user root;"
            } else {
                ""
            },
        );
        let path: PathBuf = dir.path().join("nginx.conf");
        std::fs::write(&path, conf).unwrap();
        let child = Command::new(NGINX)
            .arg("-p")
            .arg(dir.path())
            .arg("-c")
            .arg(&path)
            .spawn()
            .expect("nginx starts");
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(5),
                "nginx did not listen: {}",
                std::fs::read_to_string(dir.path().join("error.log")).unwrap_or_default()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        Nginx {
            child,
            port,
            _dir: dir,
        }
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }
}

impl Drop for Nginx {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An instance on `database_url` that believes X-Forwarded-For from 127.0.0.1 (nginx) only,
/// and lets each address create one room a minute.
async fn instance(database_url: &str, data: &Path) -> Server {
    let settings = Settings {
        database_url: Some(database_url.to_string()),
        timing: quick_timing(),
        limits: Limits {
            rooms_per_minute: 1,
            ..Limits::default()
        },
        trusted_proxies: TrustedProxies(Addresses::parse(&["127.0.0.1"]).unwrap()),
        ..Settings::new(
            "127.0.0.1:0".parse().unwrap(),
            PathBuf::from("/nonexistent-dist"),
            data.to_path_buf(),
        )
    };
    tahta_server::start(settings).await.unwrap()
}

/// An HTTP client whose connections come from `from` (a loopback address of its own).
fn client_from(from: &str) -> reqwest::Client {
    reqwest::Client::builder()
        .local_address(from.parse::<IpAddr>().unwrap())
        .build()
        .unwrap()
}

/// Creates a room through `url` as `client`, with `headers`: the status and answer.
async fn create(
    client: &reqwest::Client,
    url: &str,
    headers: &[(&str, &str)],
    body: Value,
) -> (u16, Value) {
    let mut request = client.post(format!("{url}/api/rooms")).json(&body);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_through_nginx_in_front_of_two_instances() {
    let url = Cluster::get().fresh_database().await;
    let data = tempfile::tempdir().unwrap();
    let a = instance(&url, data.path()).await;
    let b = instance(&url, data.path()).await;
    let address =
        |s: &Server| -> SocketAddr { s.url().trim_start_matches("http://").parse().unwrap() };
    let proxy = Nginx::start(&[address(&a), address(&b)]);
    let site = proxy.url();
    let hex = json!({ "variant": "hex", "seat": "w" });

    // One address's room budget is spent on both instances (nginx takes turns), and then it
    // is refused whatever it writes in X-Forwarded-For: nginx replaces the header.
    let one = client_from("127.0.0.5");
    let mut made = 0;
    for _ in 0..6 {
        if create(&one, &site, &[], hex.clone()).await.0 == 201 {
            made += 1;
        }
        if made == 2 {
            break;
        }
    }
    assert_eq!(made, 2, "one room per instance");
    for _ in 0..2 {
        let forged = [("x-forwarded-for", "198.51.100.7")];
        let (status, answer) = create(&one, &site, &forged, hex.clone()).await;
        assert_eq!((status, &answer["code"]), (429, &json!("rate_limited")));
    }
    // Straight to an instance, the header of a client that is not the proxy is not believed.
    let direct = a.url();
    let forged = [("x-forwarded-for", "198.51.100.8")];
    assert_eq!(create(&one, &direct, &forged, hex.clone()).await.0, 429);

    // Another address has a budget of its own: the game, from a page of the proxy's site.
    let origin = [("origin", site.as_str())];
    let other = client_from("127.0.0.6");
    let (status, created) = create(&other, &site, &origin, hex.clone()).await;
    assert_eq!(status, 201, "{created}");
    let room = created["room"].as_str().unwrap();
    let claimed = other
        .post(format!("{site}/api/rooms/{room}/claim"))
        .header("origin", site.as_str())
        .json(&json!({ "invite": created["invites"]["b"] }))
        .send()
        .await
        .unwrap();
    assert_eq!(claimed.status(), 200);
    let black_token = claimed.json::<Value>().await.unwrap()["token"].clone();

    // Both players' sockets through nginx (one on each instance, by its turns).
    let ws = format!("{}/ws/{room}", site.replace("http://", "ws://"));
    let mut white = Client::connect(&ws).await;
    let welcome = white.hello(room, created["token"].as_str(), None).await;
    assert_eq!(welcome["snapshot"]["status"], "live", "{welcome}");
    let mut black = Client::connect(&ws).await;
    black.hello(room, black_token.as_str(), None).await;
    let mut moves: Vec<String> = Vec::new();
    for n in 0..6 {
        let (mover, other) = if n % 2 == 0 {
            (&mut white, &mut black)
        } else {
            (&mut black, &mut white)
        };
        let mv = legal(Variant::Hex, &moves)[0].clone();
        assert_eq!(mover.play(n, &mv).await["t"], "ack", "move {n}");
        assert_eq!(other.move_event(n as u64).await["mv"], mv.as_str());
        moves.push(mv);
    }
    assert_eq!(white.act(json!({ "t": "resign" })).await["t"], "ack");
    assert_eq!(black.event_of("end").await["ending"], "resign:w");
    a.stop().await;
    b.stop().await;
}
